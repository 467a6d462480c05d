/**
 * The SVG icons of src/icons/, served at /icons/{name}.svg with a 30-day cache (spec section 9) and drawn with
 * `<use href="/icons/{name}.svg#i">` so they take the text colour. Each file holds a `<symbol id="i">` plus a `<use>`
 * of it, so it also shows on its own.
 */
const files = import.meta.glob<string>('./*.svg', { query: '?raw', import: 'default', eager: true });

export const ICONS: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, svg]) => [path.slice(2, -4), svg]),
);

export const ICON_CACHE_SECONDS = 30 * 24 * 60 * 60;

export function iconHref(name: string): string {
  return `/icons/${name}.svg#i`;
}
