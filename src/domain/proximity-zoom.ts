import type { ZoomRule } from '../contract/proximity.ts';

/** The spec's zoom rules of the map points: zoom percent = ceil(zoom / 21 × 100) (section 5). */

export function zoomPercent(zoom: number): number {
  return Math.ceil((zoom / 21) * 100);
}

export type MarkerSize = 'small' | 'full';

/** The rule for a point: the first whose type matches and whose modes (when given) share one of the point's modes. */
export function ruleFor(rules: ZoomRule[], type: string, modes: string[]): ZoomRule | undefined {
  return rules.find((rule) => rule.type === type && (!rule.modes || rule.modes.some((mode) => modes.includes(mode))));
}

/** The marker a point shows at a zoom percentage, or null when none of its rule's ranges holds it. */
export function markerSize(rule: ZoomRule | undefined, percent: number): MarkerSize | null {
  if (!rule) return null;
  if (percent >= rule.full.min && percent <= rule.full.max) return 'full';
  if (percent >= rule.small.min && percent <= rule.small.max) return 'small';
  return null;
}

/** Whether any rule shows anything at this zoom percentage: below the lowest range no points are asked for. */
export function anyRuleShows(rules: ZoomRule[], percent: number): boolean {
  return rules.some((rule) => markerSize(rule, percent) !== null);
}

/**
 * Whether a truncated answer hides anything at this zoom: the server keeps stations first, so only the rules of the
 * other points (bus stops and the default rule) can lose markers.
 */
export function truncationMatters(rules: ZoomRule[], percent: number, heavyModes: readonly string[]): boolean {
  return anyRuleShows(
    rules.filter((rule) => !rule.modes?.some((mode) => heavyModes.includes(mode))),
    percent,
  );
}
