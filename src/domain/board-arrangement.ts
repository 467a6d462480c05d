/**
 * How a big station's board reads on a phone: a line filter (chips) narrows it to the lines the traveller takes, and
 * the cards with nothing to board soon (no service, none left today, arrivals only, first departure hours away) move
 * to the end, collapsed, so the first screen holds departures.
 */
import { departureInstant, type PagedDeparture } from './board-paging.ts';

/** A card whose first departure is further away than this is "nothing soon". */
export const QUIET_AFTER_MS = 2 * 3600_000;

export interface ArrangedGroup {
  line: { id: string };
  state: string;
  departures: PagedDeparture[];
}

export interface BoardArrangement<G> {
  /** Cards with a departure soon, in the board's order. */
  active: G[];
  /** Cards with nothing soon, in the board's order: shown collapsed after the others. */
  quiet: G[];
}

/** The lines of the board once each, in the board's order: the filter's chips. */
export function boardLines<L extends { id: string }>(groups: ReadonlyArray<{ line: L }>): L[] {
  const seen = new Map<string, L>();
  for (const { line } of groups) if (!seen.has(line.id)) seen.set(line.id, line);
  return [...seen.values()];
}

/**
 * Whether a card shows a departure within QUIET_AFTER_MS of the board's instant (`fromMs`): after it on a board of
 * next departures, before it on an earlier page (whose departures all left before that instant).
 */
export function departsSoon(group: ArrangedGroup, fromMs: number): boolean {
  if (group.state !== 'departures') return false;
  return group.departures.some(
    (departure) => Math.abs(Date.parse(departureInstant(departure)) - fromMs) <= QUIET_AFTER_MS,
  );
}

/** Keeps the chosen lines (none chosen: every line) and splits them into active and quiet cards. */
export function arrangeBoard<G extends ArrangedGroup>(
  groups: readonly G[],
  options: { lines: readonly string[]; fromMs: number },
): BoardArrangement<G> {
  const chosen = new Set(options.lines);
  const kept = chosen.size ? groups.filter((group) => chosen.has(group.line.id)) : [...groups];
  return {
    active: kept.filter((group) => departsSoon(group, options.fromMs)),
    quiet: kept.filter((group) => !departsSoon(group, options.fromMs)),
  };
}

/** The chip's target: the chosen lines with this one added or removed (in the board's order). */
export function toggledLines(chosen: readonly string[], line: string, order: readonly string[]): string[] {
  const next = new Set(chosen);
  if (next.has(line)) next.delete(line);
  else next.add(line);
  return order.filter((id) => next.has(id));
}
