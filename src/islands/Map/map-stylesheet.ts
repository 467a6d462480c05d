import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

let linked: Promise<void> | undefined;

/**
 * Links maplibre's stylesheet when a map is first drawn. Imported as CSS it became a stylesheet of every page holding
 * a map island, blocking their first paint, phones' too, where the map waits for a tap. It goes first among the
 * page's stylesheets, so the site's own rules keep the last word on maplibre's controls.
 */
export function linkMapStylesheet(): Promise<void> {
  linked ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    // A failed stylesheet leaves unstyled controls, not a missing map.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    const first = document.head.querySelector('link[rel="stylesheet"], style');
    document.head.insertBefore(link, first);
  });
  return linked;
}
