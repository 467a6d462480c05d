/**
 * Runs in every widget-mode page (no import, no framework: the departures widget stays light). It tells the page that
 * embeds it (public/widget-embed.js) how tall the content is, and opens links that leave the widget in a new tab.
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

/**
 * Where a click on a link in a widget-mode page goes: 'inside' (stays in the frame), or the address to open in a new tab.
 * Links to other sites leave as they are; a link on this site that dropped widget=true (and is no widget route) leaves
 * for the full site with the campaign parameters, like the dedicated widgets' links (src/domain/widget-url.ts).
 */
export function linkDestination(href: string, here: string): 'inside' | string {
  const target = new URL(href, here);
  const current = new URL(here);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return 'inside';
  if (target.origin !== current.origin) return target.href;
  // The same document (skip link, #timetable): the page may be a widget without the flag (widget route, IS_WIDGET).
  if (target.pathname === current.pathname && target.search === current.search) return 'inside';
  if (target.searchParams.get('widget') === 'true' || /^\/[a-z]{2}\/widgets\//.test(target.pathname)) return 'inside';
  if (target.searchParams.has('utm_medium')) return target.href;
  target.searchParams.set('utm_source', current.searchParams.get('partner') || 'widget');
  target.searchParams.set('utm_medium', 'widget');
  target.searchParams.set('utm_campaign', 'widget-page');
  return target.href;
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
    if (!link || link.target || link.hasAttribute('download')) return;
    const destination = linkDestination(link.href, win.location.href);
    if (destination === 'inside') return;
    link.href = destination;
    link.target = '_blank';
    link.rel = 'noopener';
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
  };
}
