/**
 * Runs in every widget-mode page (no import, no framework: the departures widget stays light). It tells the page that
 * embeds it (public/widget-embed.js) how tall the content is, and opens links that leave this site in a new tab.
 * The height is the only thing sent; the embedding script checks that the message comes from this site's frame.
 */
export const SIZE_MESSAGE = 'transit-widget:size';

export function contentHeight(doc: Document): number {
  return Math.ceil(doc.documentElement.getBoundingClientRect().height);
}

/** The framing page's origin where the browser says it (Chromium, Safari); otherwise any (the height is not secret). */
export function parentOrigin(location: Location): string {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  return ancestors && ancestors.length > 0 ? ancestors[0] : '*';
}

export function startWidgetFrame(win: Window = window): () => void {
  const doc = win.document;
  let last = -1;
  const report = () => {
    const height = contentHeight(doc);
    if (height === last || win.parent === win) return;
    last = height;
    win.parent.postMessage({ type: SIZE_MESSAGE, height }, parentOrigin(win.location));
  };
  const observer = new ResizeObserver(report);
  observer.observe(doc.documentElement);
  report();
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (link && link.origin !== win.location.origin && !link.target) {
      link.target = '_blank';
      link.rel = 'noopener';
    }
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
  };
}
