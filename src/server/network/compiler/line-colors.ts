import { badgeTextColour } from '../../../domain/line-badge-colors.ts';
import type { TransitMode } from '../model/types.ts';

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

/** GTFS writes colors as six hex digits without '#'. */
const GTFS_COLOR = /^[0-9a-fA-F]{6}$/;

/**
 * A line's background and text colors as "#RRGGBB": the feed's color when valid, else the mode's; the text color by the
 * badge rule every page applies (src/domain/line-badge-colors.ts: the feed's when it reaches 4.5:1, else black or white).
 */
export function lineColors(mode: TransitMode, color: string, textColor: string): { color: string; textColor: string } {
  const background = (GTFS_COLOR.test(color) ? `#${color}` : MODE_FALLBACK_COLORS[mode]).toUpperCase();
  return { color: background, textColor: badgeTextColour(background, GTFS_COLOR.test(textColor) ? textColor : null) };
}
