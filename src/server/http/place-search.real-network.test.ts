import { describe, expect, it } from 'vitest';
import { readNetworkFile } from '../network/model/network-file.ts';
import { networkFilePath } from '../network/model/network-location.ts';
import { createApp } from './app.ts';

// The forgiving stop search on the real NYC network (data/network.bin, built by `pretest:unit`).
const loaded = readNetworkFile(networkFilePath());
const network = loaded.ok && loaded.network.lookup.route.has('subway:1') ? loaded.network : undefined;

interface Found {
  id: string;
  name: string;
  type: string;
  lines: { shortName: string; mode: string }[];
}

describe.skipIf(!network)('stop search on the NYC network', () => {
  const app = createApp({ network });
  const search = async (text: string, limit = 20): Promise<Found[]> => {
    const res = await app.request(`/api/v1/places?search=${encodeURIComponent(text)}&limit=${limit}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { places: Found[] }).places;
  };
  const isStation = (place: Found) => place.lines.some((line) => line.mode !== 'bus');

  it('forgives two typos spread over words: "Tims Sqare" is Times Sq-42 St', async () => {
    for (const typed of ['Tims Sqare', 'times square', 'Tmes Sq', 'TIMES SQUARE 42nd street']) {
      expect((await search(typed))[0], typed).toMatchObject({ name: 'Times Sq-42 St', type: 'stopArea' });
    }
    expect((await search('Grnd Centrl'))[0].name).toBe('Grand Central-42 St');
  });

  it('lists "Prospect Park" once per place: the station first, stations before bus stops, no name twice', async () => {
    const found = await search('Prospect Park', 50);
    expect(found[0]).toMatchObject({ name: 'Prospect Park', type: 'stopArea' });
    const firstBus = found.findIndex((place) => !isStation(place));
    expect(firstBus).toBeGreaterThan(1);
    expect(found.slice(firstBus).some(isStation)).toBe(false);
    const names = found.map((place) => place.name.toUpperCase().replace(/\s+/g, ' '));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(found.map((place) => place.id)).size).toBe(found.length);
  });

  it('collapses the stops on both sides of a street into one entry listing the lines of both', async () => {
    const both = network!.stopAreas.names
      .map((name, area) => ({ name, area }))
      .filter((stop) => stop.name === 'PROSPECT PARK SOUTHWEST/TERRACE PL');
    expect(both).toHaveLength(2);
    const found = (await search('prospect park southwest terrace')).filter(
      (place) => place.name === 'PROSPECT PARK SOUTHWEST/TERRACE PL',
    );
    expect(found).toHaveLength(1);
    const expected = new Set(
      both.flatMap(({ area }) =>
        [...network!.lookup.areaRoutes[area]].map((route) => network!.routes.shortNames[route]),
      ),
    );
    expect(new Set(found[0].lines.map((line) => line.shortName))).toEqual(expected);
  });

  it('does not list a stop point named like its stop area beside it', async () => {
    const found = await search('livingston st nevins');
    expect(found.filter((place) => place.name.replace(/\s+/g, '') === 'LIVINGSTONST/NEVINSST')).toHaveLength(1);
  });
});
