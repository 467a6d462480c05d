import { describe, expect, it } from 'vitest';
import { goHereHref, leaveFromHereHref } from './stop-links.ts';
import { jsonLdText, stopJsonLd, stopSchemaType } from './stop-structured-data.ts';
import { decodeTripQuery } from './trip-url-codec.ts';

const timesSquare = { id: 'subway:127', type: 'stopArea', name: 'Times Sq-42 St', displayName: 'Times Sq-42 St', lat: 40.75529, lon: -73.987495 };

describe('stop page links', () => {
  it('leaves from here through the trip planner short parameters', () => {
    const href = leaveFromHereHref('en', timesSquare);
    expect(href.startsWith('/en/trip-planner?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(params)).toMatchObject({ fi: 'subway:127', fv: 'Times Sq-42 St', fpt: 'stopArea', flat: '40.75529', flon: '-73.987495' });
    expect(decodeTripQuery(params).from).toMatchObject({ id: 'subway:127', lat: 40.75529 });
  });

  it('goes here through the home form with the arrival set', () => {
    const href = goHereHref('fr', timesSquare);
    expect(href.startsWith('/fr?')).toBe(true);
    expect(decodeTripQuery(new URLSearchParams(href.split('?')[1]))).toMatchObject({ from: null, to: { id: 'subway:127', type: 'stopArea' } });
  });
});

describe('stop structured data', () => {
  it('names the schema.org type from the modes and carries the position', () => {
    expect(stopSchemaType(['metro', 'bus'])).toBe('SubwayStation');
    expect(stopSchemaType(['rail'])).toBe('TrainStation');
    expect(stopSchemaType(['bus'])).toBe('BusStop');
    const data = stopJsonLd({ name: 'W 42 St</script>', lat: 40.7, lon: -73.9, modes: ['bus'], url: 'https://x.test/en/proximity/stopArea/a', lines: [{ shortName: 'M42', longName: '' }] });
    expect(data).toMatchObject({ '@type': 'BusStop', geo: { latitude: 40.7, longitude: -73.9 }, description: 'M42' });
    expect(jsonLdText(data)).not.toContain('</script>');
    expect(JSON.parse(jsonLdText(data)).name).toBe('W 42 St</script>');
  });
});
