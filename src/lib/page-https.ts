/**
 * Cookies written by page scripts carry `Secure` when the page is served over https (every cookie the site writes
 * does; the server side uses `isHttps(request)`). Plain http stays usable for local runs.
 */
export function pageIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** `; Secure` for a cookie string written with `document.cookie`, or nothing over plain http. */
export function secureCookieSuffix(): string {
  return pageIsHttps() ? '; Secure' : '';
}
