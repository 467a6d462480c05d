import type { TransitMode } from './types.ts';

const MODE_FALLBACK_COLORS: Record<TransitMode, string> = {
  metro: '#0039A6',
  rail: '#4D5357',
  tram: '#00933C',
  monorail: '#00933C',
  bus: '#1D6FB8',
  trolleybus: '#1D6FB8',
  coach: '#6E3219',
  ferry: '#00839C',
  cableTram: '#6E3219',
  aerialLift: '#996633',
  funicular: '#996633',
};

function parseHex(hex: string): [number, number, number] | null {
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) return null;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB color. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A line's background and text colors as "#RRGGBB": the feed's color when valid, else the mode's; the feed's text color
 * when it stays readable on it (contrast ≥ 3, large bold line badges), else white when readable (transit
 * convention), else black.
 */
export function lineColors(mode: TransitMode, color: string, textColor: string): { color: string; textColor: string } {
  const background = parseHex(color) ?? parseHex(MODE_FALLBACK_COLORS[mode].slice(1))!;
  const text = parseHex(textColor);
  const hex = (rgb: [number, number, number]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
  if (text && contrast(background, text) >= 3) return { color: hex(background), textColor: hex(text) };
  const black: [number, number, number] = [0, 0, 0];
  const white: [number, number, number] = [255, 255, 255];
  return {
    color: hex(background),
    textColor: contrast(background, white) >= 3 || contrast(background, white) > contrast(background, black) ? '#FFFFFF' : '#000000',
  };
}
