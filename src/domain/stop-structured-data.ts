/** schema.org JSON-LD of a stop page: what search engines read about a station or stop (type, name, position). */

export interface StopForStructuredData {
  name: string;
  lat: number;
  lon: number;
  modes: string[];
  url: string;
  lines: Array<{ shortName: string; longName: string }>;
}

export function stopSchemaType(modes: string[]): 'SubwayStation' | 'TrainStation' | 'BusStop' | 'BoatTerminal' {
  if (modes.includes('metro')) return 'SubwayStation';
  if (modes.some((mode) => mode === 'rail' || mode === 'tram' || mode === 'monorail' || mode === 'funicular')) return 'TrainStation';
  if (modes.includes('ferry')) return 'BoatTerminal';
  return 'BusStop';
}

export function stopJsonLd(stop: StopForStructuredData): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': stopSchemaType(stop.modes),
    name: stop.name,
    url: stop.url,
    geo: { '@type': 'GeoCoordinates', latitude: stop.lat, longitude: stop.lon },
    ...(stop.lines.length ? { description: stop.lines.map((line) => line.shortName || line.longName).join(', ') } : {}),
  };
}

/** The JSON for a <script type="application/ld+json"> block: '<' escaped so no text can close the script element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
