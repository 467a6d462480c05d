import type { Journey } from '../contract/trip-planner.ts';

export type LonLat = [number, number];

/** One drawn piece of a journey: a transit leg in its line's colour, or a walk (dashed). */
export interface MapLeg {
  coordinates: LonLat[];
  color: string;
  walking: boolean;
}

export interface MapJourney {
  id: string;
  legs: MapLeg[];
  /** Where the traveller boards, alights and passes (drawn as small stop dots on the selected journey). */
  stops?: LonLat[];
}


/** Line colours come from GTFS without '#'; a missing or odd colour gets the neutral transit colour. */
export function cssLineColor(color: string | undefined, fallback = '#455a64'): string {
  if (!color) return fallback;
  const hex = color.startsWith('#') ? color.slice(1) : color;
  return /^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(hex) ? `#${hex}` : fallback;
}

/** A journey as map legs: transit in its line's colour, walking dashed. Geometry comes as [lat, lon]. */
export function journeyToMap(journey: Journey): MapJourney {
  const legs: MapJourney['legs'] = [];
  const stops: LonLat[] = [];
  for (const section of journey.sections) {
    if (section.type === 'PUBLIC_TRANSPORT') {
      stops.push([section.from.lon, section.from.lat], ...section.intermediateStops.map((s): LonLat => [s.lon, s.lat]), [section.to.lon, section.to.lat]);
      legs.push({ coordinates: section.geometry.map(([lat, lon]) => [lon, lat]), color: cssLineColor(section.line.color), walking: false });
    } else if (section.type === 'WALKING') {
      const coordinates = section.geometry.length > 1
        ? section.geometry.map(([lat, lon]): [number, number] => [lon, lat])
        : [[section.from.lon, section.from.lat] as [number, number], [section.to.lon, section.to.lat] as [number, number]];
      legs.push({ coordinates, color: '#37474f', walking: true });
    }
  }
  return { id: journey.id, legs, stops };
}
