import type { TransitNetwork } from '../server/network/model/types.ts';
import type { PlannedJourney, PlannedLeg } from '../server/routing/planned-journey.ts';

/** "08:05"; past midnight of the service day as "24:10"; the day before as "-0:20". */
export function clockText(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function placeName(
  network: TransitNetwork,
  stop: number,
  ends: { from: string; to: string; via: string },
  atStart: boolean,
): string {
  if (stop === -1) return atStart ? ends.from : ends.to;
  if (stop === -2) return ends.via;
  return network.stops.ids[stop];
}

function legText(network: TransitNetwork, leg: PlannedLeg, ends: { from: string; to: string; via: string }): string {
  if (leg.kind === 'ride') {
    const stops = network.patterns.stops;
    const first = network.patterns.stopStart[leg.pattern];
    const route =
      network.routes.shortNames[network.trips.route[leg.trip]] || network.routes.ids[network.trips.route[leg.trip]];
    return `${clockText(leg.start)} ${network.stops.ids[stops[first + leg.boardPos]]} -${route} ${network.trips.ids[leg.trip]}-> ${network.stops.ids[stops[first + leg.alightPos]]} ${clockText(leg.end)}`;
  }
  const minutes = Math.round((leg.end - leg.start) / 60);
  if (leg.kind === 'walk')
    return `walk ${placeName(network, leg.from, ends, true)} -> ${placeName(network, leg.to, ends, false)} ${minutes}min`;
  if (leg.kind === 'change') return `change ${network.stops.ids[leg.stop]} ${minutes}min`;
  return leg.stop === -2 ? `stay ${ends.via} ${minutes}min` : '';
}

/**
 * One line per journey, for tests that read like timetables:
 * "08:00 A -1 r1-> B 08:10 | walk B -> C 2min | 08:20 C -X x1-> D 08:40".
 * Waits at stops are implied by the times and left out.
 */
export function journeyText(
  network: TransitNetwork,
  journey: PlannedJourney,
  ends = { from: 'from', to: 'to', via: 'via' },
): string {
  return journey.legs
    .map((leg) => legText(network, leg, ends))
    .filter(Boolean)
    .join(' | ');
}
