/**
 * The SVG icons of src/icons/, served at /icons/{name}.svg with a 30-day cache (spec section 9) and drawn with
 * `<use href="/icons/{name}.svg#i">` so they take the text colour. Each file holds a `<symbol id="i">` plus a `<use>`
 * of it, so it also shows on its own. Files are loaded on demand: a browser bundle importing `iconHref` from here
 * gets a few stubs, not the SVG text (islands should import icon-href.ts directly).
 */
export { iconHref } from './icon-href.ts';

const files = import.meta.glob<string>('./*.svg', { query: '?raw', import: 'default' });
const loaders = new Map(Object.entries(files).map(([path, load]) => [path.slice(2, -4), load]));

export const ICON_CACHE_SECONDS = 30 * 24 * 60 * 60;

export function iconNames(): string[] {
  return [...loaders.keys()];
}

/** The SVG text of an icon, or undefined for an unknown name. */
export async function loadIcon(name: string): Promise<string | undefined> {
  const load = loaders.get(name);
  return load ? load() : undefined;
}
