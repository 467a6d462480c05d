import { LANGS, type Lang } from '../i18n/langs.ts';
import { localizedPath } from './route-table.ts';
import { stopPagePath, type StopPageType } from './stop-page.ts';

/**
 * schema.org JSON-LD of a stop page: what search engines and other crawlers read about a station or stop. A transit
 * site's stop is a place with a kind (SubwayStation, BusStop…), a position, where it is (borough), the lines that call
 * there (each with its timetable page), whether it is step-free, the station a platform belongs to, and the same page
 * in every language. Only what the feed says: an unknown borough or access is left out, never guessed.
 */

export interface StopForStructuredData {
  type: StopPageType;
  id: string;
  name: string;
  lat: number;
  lon: number;
  modes: string[];
  /** Borough or town as the network knows it; '' when not known. */
  city: string;
  /** GTFS wheelchair_boarding: 1 step-free, 2 not step-free, anything else unknown. */
  wheelchairBoarding: number;
  lines: Array<{ id: string; shortName: string; longName: string }>;
  /** The station of a platform (stop point pages). */
  stopAreaId: string;
}

export interface StructuredDataContext {
  /** Public origin of the site ("https://transit.example"). */
  origin: string;
  lang: Lang;
  /** The page's own description sentence (as in its meta description). */
  description: string;
  /** The name of the step-free access feature, in the page's language. */
  stepFreeLabel: string;
  /** "Line 1": how the page names a line, in its language. */
  lineLabel: (code: string) => string;
}

type SchemaType = 'SubwayStation' | 'TrainStation' | 'BusStop' | 'BoatTerminal';

export function stopSchemaType(modes: string[]): SchemaType {
  if (modes.includes('metro')) return 'SubwayStation';
  if (modes.some((mode) => mode === 'rail' || mode === 'tram' || mode === 'monorail' || mode === 'funicular'))
    return 'TrainStation';
  if (modes.includes('ferry')) return 'BoatTerminal';
  return 'BusStop';
}

/** Step-free known (1) or known not (2); null when the feed does not say (0 or missing). */
function stepFree(wheelchairBoarding: number): boolean | null {
  return wheelchairBoarding === 1 ? true : wheelchairBoarding === 2 ? false : null;
}

export function stopJsonLd(stop: StopForStructuredData, context: StructuredDataContext): Record<string, unknown> {
  const { origin, lang } = context;
  const url = `${origin}${stopPagePath(lang, stop.type, stop.id)}`;
  const access = stepFree(stop.wheelchairBoarding);
  const city = stop.city.trim();
  return {
    '@context': 'https://schema.org',
    '@type': stopSchemaType(stop.modes),
    '@id': `${url}#place`,
    name: stop.name,
    url,
    description: context.description,
    geo: { '@type': 'GeoCoordinates', latitude: stop.lat, longitude: stop.lon },
    ...(city ? { address: { '@type': 'PostalAddress', addressLocality: city } } : {}),
    ...(access === null
      ? {}
      : { amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: context.stepFreeLabel, value: access }] }),
    ...(stop.type === 'stopPoint' && stop.stopAreaId !== stop.id
      ? {
          containedInPlace: {
            '@id': `${origin}${stopPagePath(lang, 'stopArea', stop.stopAreaId)}#place`,
            url: `${origin}${stopPagePath(lang, 'stopArea', stop.stopAreaId)}`,
          },
        }
      : {}),
    // schema.org has no "line" of a station: each line is a named property with its timetable page.
    ...(stop.lines.length
      ? {
          additionalProperty: stop.lines.map((line) => ({
            '@type': 'PropertyValue',
            propertyID: 'transitLine',
            name: context.lineLabel(line.shortName || line.longName),
            value: line.shortName || line.longName,
            url: `${origin}${localizedPath(lang, 'schedules-line-id', { id: line.id })}`,
          })),
        }
      : {}),
    // The same page in each language (hreflang for crawlers that read only the structured data).
    subjectOf: LANGS.map((other) => ({
      '@type': 'WebPage',
      url: `${origin}${stopPagePath(other, stop.type, stop.id)}`,
      inLanguage: other,
    })),
  };
}

/** The JSON for a <script type="application/ld+json"> block: '<' escaped so no text can close the script element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
