/**
 * Readable line badges: a line's short name is normal-size text on the line's colour, so it needs WCAG's 4.5:1 (white
 * on the MTA's orange is 3.2:1). The feed's text colour is kept when it passes, else black or white, whichever contrasts
 * more (one of the two always passes: the lowest best-of-both contrast is about 4.58:1).
 */

/** WCAG 2 contrast for normal text (AA). */
export const MIN_BADGE_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** "#rgb", "#rrggbb", "rgb" or "rrggbb" (GTFS writes colours without '#'), else null. */
export function parseHexColour(colour: string | null | undefined): Rgb | null {
  if (!colour) return null;
  const hex = colour.startsWith('#') ? colour.slice(1) : colour;
  if (/^[0-9a-f]{3}$/i.test(hex)) return [0, 1, 2].map((i) => parseInt(hex[i] + hex[i], 16)) as unknown as Rgb;
  if (/^[0-9a-f]{6}$/i.test(hex)) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
  return null;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

/**
 * The text colour of a badge on `background` ("#RRGGBB"): the feed's `textColour` when it reaches 4.5:1, else black or
 * white, whichever contrasts more. A background that is not a colour is the caller's fallback (`fallbackBackground`).
 */
export function badgeTextColour(
  background: string | null | undefined,
  textColour: string | null | undefined,
  fallbackBackground = '#455A64',
): string {
  const back = parseHexColour(background) ?? parseHexColour(fallbackBackground) ?? BLACK;
  const text = parseHexColour(textColour);
  if (text && contrastRatio(back, text) >= MIN_BADGE_CONTRAST) return toHex(text);
  return contrastRatio(back, WHITE) >= contrastRatio(back, BLACK) ? '#FFFFFF' : '#000000';
}
