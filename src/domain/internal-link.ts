/** Query flag of widget mode (spec: widget mode is active when the query parameter widget is true). */
export const WIDGET_PARAM = 'widget';

export function isWidgetQuery(search: URLSearchParams): boolean {
  return search.get(WIDGET_PARAM) === 'true';
}

/**
 * An internal href that keeps widget mode: in widget mode `widget=true` is added to the query (before any #hash), so
 * navigation inside an embedded widget stays chrome-less. External and non-path hrefs are returned unchanged.
 */
export function internalHref(href: string, isWidget: boolean): string {
  if (!isWidget || !href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.set(WIDGET_PARAM, 'true');
  return `${path}?${query.toString()}${hash}`;
}
