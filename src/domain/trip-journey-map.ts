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

const round = (value: number) => Math.round(value * 1e5) / 1e5;
/** About 15 m: closer points add nothing at the zooms a journey is shown at. */
const MIN_STEP_DEGREES = 0.00015;

/** [lat, lon] pairs as [lon, lat], rounded to ~1 m and thinned, keeping both ends. */
function toLonLat(geometry: [number, number][]): LonLat[] {
  const out: LonLat[] = [];
  geometry.forEach(([lat, lon], index) => {
    const point: LonLat = [round(lon), round(lat)];
    const last = out[out.length - 1];
    const isEnd = index === geometry.length - 1;
    if (!last || isEnd || Math.abs(point[0] - last[0]) + Math.abs(point[1] - last[1]) >= MIN_STEP_DEGREES)
      out.push(point);
  });
  return out;
}

/** A journey as map legs: transit in its line's colour, walking dashed. Geometry comes as [lat, lon]. */
export function journeyToMap(journey: Journey): MapJourney {
  const legs: MapJourney['legs'] = [];
  const stops: LonLat[] = [];
  for (const section of journey.sections) {
    if (section.type === 'PUBLIC_TRANSPORT') {
      stops.push(
        ...toLonLat([
          [section.from.lat, section.from.lon],
          ...section.intermediateStops.map((s): [number, number] => [s.lat, s.lon]),
          [section.to.lat, section.to.lon],
        ]),
      );
      legs.push({ coordinates: toLonLat(section.geometry), color: cssLineColor(section.line.color), walking: false });
    } else if (section.type === 'WALKING') {
      const coordinates =
        section.geometry.length > 1
          ? toLonLat(section.geometry)
          : toLonLat([
              [section.from.lat, section.from.lon],
              [section.to.lat, section.to.lon],
            ]);
      legs.push({ coordinates, color: '#37474f', walking: true });
    }
  }
  return { id: journey.id, legs, stops };
}

/**
 * A journey as the list shows it: without the shapes and the intermediate stops, which only the map and the roadmap
 * need. Keeps the props a results page hands its island (serialized into the HTML) small.
 */
export function listJourney(journey: Journey): Journey {
  return {
    ...journey,
    sections: journey.sections.map((section) =>
      section.type === 'PUBLIC_TRANSPORT'
        ? { ...section, geometry: [], intermediateStops: [] }
        : section.type === 'WALKING'
          ? { ...section, geometry: [] }
          : section,
    ),
  };
}
