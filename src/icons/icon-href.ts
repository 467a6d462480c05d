/** Where an icon is drawn from: `<svg><use href={iconHref('pin')} /></svg>` takes the text colour (see icon-catalog.ts). */
export function iconHref(name: string): string {
  return `/icons/${name}.svg#i`;
}
