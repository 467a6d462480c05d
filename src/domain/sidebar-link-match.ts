/**
 * When a sidebar link is highlighted (spec section 2): the current path starts with the link, or equals the link
 * plus an optional suffix. Matching is per path segment so `/fr/schedules` does not light up on `/fr/schedules-news`,
 * and a language root (`/fr`) or the site root only matches itself, since every page of that language starts with it.
 * Query strings and hashes are ignored; external links are never highlighted.
 */
export function isSidebarLinkActive(currentPath: string, link: string): boolean {
  const target = normalizePath(link);
  if (target === undefined) return false;
  const path = normalizePath(currentPath) ?? '/';
  if (path === target) return true;
  if (isRootLike(target)) return false;
  return path.startsWith(`${target}/`);
}

const LANGUAGE_ROOT = /^\/[a-z]{2}$/;

function isRootLike(path: string): boolean {
  return path === '/' || LANGUAGE_ROOT.test(path);
}

/** The path part of a site-relative link without query, hash or trailing slash; undefined for external links. */
function normalizePath(link: string): string | undefined {
  if (!link.startsWith('/') || link.startsWith('//')) return undefined;
  const path = link.split(/[?#]/, 1)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
