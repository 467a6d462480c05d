import { describe, expect, it } from 'vitest';
import { goHereHref, leaveFromHereHref } from './trip-links.ts';
import { jsonLdText, stopJsonLd, stopSchemaType, type StopForStructuredData } from './stop-structured-data.ts';
import { decodeTripQuery } from './trip-url-codec.ts';

const timesSquare = {
  id: 'subway:127',
  type: 'stopArea',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St',
  lat: 40.75529,
  lon: -73.987495,
};

describe('stop page links', () => {
  it('leaves from here through the trip planner short parameters', () => {
    const href = leaveFromHereHref('en', timesSquare);
    expect(href.startsWith('/en/trip-planner?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(params)).toMatchObject({
      fi: 'subway:127',
      fv: 'Times Sq-42 St',
      fpt: 'stopArea',
      flat: '40.75529',
      flon: '-73.987495',
    });
    expect(decodeTripQuery(params).from).toMatchObject({ id: 'subway:127', lat: 40.75529 });
  });

  it('goes here through the home form with the arrival set', () => {
    const href = goHereHref('fr', timesSquare);
    expect(href.startsWith('/fr?')).toBe(true);
    expect(decodeTripQuery(new URLSearchParams(href.split('?')[1]))).toMatchObject({
      from: null,
      to: { id: 'subway:127', type: 'stopArea' },
    });
  });
});

const stop: StopForStructuredData = {
  type: 'stopArea',
  id: 'subway:127',
  name: 'Times Sq-42 St',
  lat: 40.7,
  lon: -73.9,
  modes: ['metro'],
  city: 'Manhattan',
  wheelchairBoarding: 1,
  lines: [
    { id: 'subway:1', shortName: '1', longName: 'Broadway - 7 Avenue Local' },
    { id: 'subway:GS', shortName: 'S', longName: '' },
  ],
  stopAreaId: 'subway:127',
};
const context = {
  origin: 'https://x.test',
  lang: 'en' as const,
  description: 'Next departures at Times Sq-42 St.',
  stepFreeLabel: 'Step-free access',
  lineLabel: (code: string) => `Line ${code}`,
};

describe('stop structured data', () => {
  it('names the schema.org type from the modes and carries the position', () => {
    expect(stopSchemaType(['metro', 'bus'])).toBe('SubwayStation');
    expect(stopSchemaType(['rail'])).toBe('TrainStation');
    expect(stopSchemaType(['bus'])).toBe('BusStop');
    const data = stopJsonLd({ ...stop, name: 'W 42 St</script>', modes: ['bus'] }, context);
    expect(data).toMatchObject({
      '@type': 'BusStop',
      geo: { '@type': 'GeoCoordinates', latitude: 40.7, longitude: -73.9 },
    });
    expect(jsonLdText(data)).not.toContain('</script>');
    expect(JSON.parse(jsonLdText(data)).name).toBe('W 42 St</script>');
  });

  it('says where the stop is, which lines call there, whether it is step-free, and its page in every language', () => {
    const data = stopJsonLd(stop, context);
    expect(data).toMatchObject({
      '@id': 'https://x.test/en/proximity/stopArea/subway:127#place',
      url: 'https://x.test/en/proximity/stopArea/subway:127',
      description: 'Next departures at Times Sq-42 St.',
      address: { '@type': 'PostalAddress', addressLocality: 'Manhattan' },
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Step-free access', value: true }],
    });
    expect(data.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        propertyID: 'transitLine',
        name: 'Line 1',
        value: '1',
        url: 'https://x.test/en/schedules/line/subway:1',
      },
      {
        '@type': 'PropertyValue',
        propertyID: 'transitLine',
        name: 'Line S',
        value: 'S',
        url: 'https://x.test/en/schedules/line/subway:GS',
      },
    ]);
    expect(
      (data.subjectOf as Array<{ inLanguage: string; url: string }>).map((page) => `${page.inLanguage} ${page.url}`),
    ).toEqual([
      'fr https://x.test/fr/proximity/stopArea/subway:127',
      'en https://x.test/en/proximity/stopArea/subway:127',
      'es https://x.test/es/proximity/stopArea/subway:127',
      'it https://x.test/it/proximity/stopArea/subway:127',
      'de https://x.test/de/proximity/stopArea/subway:127',
    ]);
    expect(data).not.toHaveProperty('containedInPlace');
  });

  it('leaves out what the feed does not say, and ties a platform to its station', () => {
    const platform = stopJsonLd(
      { ...stop, type: 'stopPoint', id: '127N', city: ' ', wheelchairBoarding: 0, lines: [] },
      context,
    );
    expect(platform).not.toHaveProperty('address');
    expect(platform).not.toHaveProperty('amenityFeature');
    expect(platform).not.toHaveProperty('additionalProperty');
    expect(platform.containedInPlace).toEqual({
      '@id': 'https://x.test/en/proximity/stopArea/subway:127#place',
      url: 'https://x.test/en/proximity/stopArea/subway:127',
    });
    expect(stopJsonLd({ ...stop, wheelchairBoarding: 2 }, context).amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free access', value: false },
    ]);
  });
});
