import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readAgencies } from './agency.ts';
import { readCalendarDates } from './calendar-dates.ts';
import { readCalendars } from './calendar.ts';
import { csvRows, splitCsvRecord } from './csv.ts';
import { gtfsFolderSource } from './folder-source.ts';
import { readFrequencies } from './frequencies.ts';
import { parseGtfsTime } from './gtfs-time.ts';
import { mtaJsonSource } from './mta-json-source.ts';
import { readRoutes } from './routes.ts';
import { readShapePoints } from './shapes.ts';
import { forEachStopTime, type GtfsStopTime } from './stop-times.ts';
import { readStops } from './stops.ts';
import { readTransfers } from './transfers.ts';
import { readTrips } from './trips.ts';
import { openZipArchive, type ZipArchive } from './zip-archive.ts';
import { gtfsZipSource } from './zip-source.ts';

const SAMPLE = join(process.cwd(), 'node_modules/sample-gtfs-feed');
const sample = gtfsFolderSource(join(SAMPLE, 'gtfs'));

describe('CSV', () => {
  it('splits quoted fields with commas, doubled quotes and line breaks; strips a BOM; pads missing fields', async () => {
    expect(splitCsvRecord('a,"b, c","say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', '']);
    const rows = [];
    for await (const row of csvRows(['\uFEFFid, name ,x\r\n1,"two\nlines"', ',y\r\n\r\n2,plain'])) rows.push(row);
    expect(rows).toEqual([
      { id: '1', name: 'two\nlines', x: 'y' },
      { id: '2', name: 'plain', x: '' },
    ]);
  });

  it('parses GTFS times past midnight and rejects malformed ones', () => {
    expect(parseGtfsTime('25:01:02')).toBe(90062);
    expect(parseGtfsTime(' 7:05:00')).toBe(25500);
    expect(parseGtfsTime('')).toBe(-1);
    expect(parseGtfsTime('7:5')).toBe(-1);
    expect(parseGtfsTime('07:65:00')).toBe(-1);
  });
});

describe('GTFS table readers on sample-gtfs-feed', () => {
  it('reads agency.txt', async () => {
    expect(await readAgencies(sample)).toEqual([
      { id: 'FTA', name: 'Full Transit Agency', url: 'https://fta.example.org/', timezone: 'Europe/Warsaw' },
      { id: 'MTA', name: 'Minimal Transit Agency', url: 'https://mta.example.org/', timezone: 'Europe/Berlin' },
    ]);
  });

  it('reads stops.txt with location types, parents and wheelchair boarding', async () => {
    const stops = await readStops(sample);
    expect(stops).toHaveLength(10);
    expect(stops.find((s) => s.id === 'airport-1')).toMatchObject({
      name: 'Platform 1',
      lat: 52.36396,
      locationType: 0,
      parentStation: 'airport',
      wheelchairBoarding: 2,
    });
    expect(stops.find((s) => s.id === 'airport')).toMatchObject({ locationType: 1, code: '🛫' });
    expect(stops.find((s) => s.id === 'center')).toMatchObject({ locationType: 0, parentStation: '' });
  });

  it('reads routes.txt, trips.txt, calendar.txt, calendar_dates.txt', async () => {
    expect((await readRoutes(sample)).find((r) => r.id === 'B')).toMatchObject({
      type: 0,
      color: 'FF0000',
      textColor: 'FFFFFF',
      sortOrder: 4,
      agencyId: 'FTA',
    });
    expect((await readTrips(sample)).find((t) => t.id === 'b-downtown-on-weekends')).toMatchObject({
      routeId: 'B',
      serviceId: 'on-weekends',
      headsign: 'Babbage (Downtown)',
      directionId: 0,
      wheelchairAccessible: 1,
    });
    expect((await readCalendars(sample)).find((c) => c.serviceId === 'on-weekends')).toEqual({
      serviceId: 'on-weekends',
      weekdays: [false, false, false, false, false, true, true],
      startDate: '2019-03-03',
      endDate: '2019-08-10',
    });
    expect((await readCalendarDates(sample)).slice(0, 2)).toEqual([
      { serviceId: 'all-day', date: '2019-05-01', added: false },
      { serviceId: 'all-day', date: '2019-06-15', added: true },
    ]);
  });

  it('reads transfers.txt, shapes.txt, frequencies.txt and streams stop_times.txt', async () => {
    expect(await readTransfers(sample)).toEqual([
      { fromStopId: 'airport-1', toStopId: 'airport-2', type: 1, minTransferTime: -1 },
    ]);
    const shape = (await readShapePoints(sample)).filter((p) => p.shapeId === 'a-downtown-all-day-s0');
    expect(shape[1]).toEqual({ shapeId: 'a-downtown-all-day-s0', sequence: 1, lat: 52.364398956, lon: 13.510567665 });
    expect((await readFrequencies(sample))[0]).toEqual({
      tripId: 'b-downtown-on-working-days',
      startTime: 28800,
      endTime: 32340,
      headwaySecs: 300,
    });
    const stopTimes: GtfsStopTime[] = [];
    await forEachStopTime(sample, (row) => stopTimes.push({ ...row }));
    expect(stopTimes[0]).toEqual({
      tripId: 'a-downtown-all-day',
      stopId: 'airport-1',
      stopSequence: 3,
      arrival: 55380,
      departure: 55440,
      pickupType: 0,
      dropOffType: 0,
    });
    expect(stopTimes.find((row) => row.tripId === 'b-downtown-on-weekends' && row.stopId === 'lake')?.pickupType).toBe(
      1,
    );
  });

  it('reads the same feed from its zip', async () => {
    const archive = await openZipArchive(join(SAMPLE, 'gtfs.zip'));
    try {
      const stops = await readStops(gtfsZipSource(archive, 'sample zip'));
      expect(stops.map((s) => s.id)).toEqual((await readStops(sample)).map((s) => s.id));
    } finally {
      archive.close();
    }
  });
});

describe('MTA JSON source', () => {
  it('reads one JSON record per line of a JSON array, all values strings', async () => {
    const files: Record<string, string> = {
      'gtfs_json/subway/stops.json':
        '[\n{"stop_id":"101","stop_name":"Van Cortlandt Park-242 St","stop_lat":"40.889248","stop_lon":"-73.898583","location_type":"1","parent_station":""},\n{"stop_id":"101N","stop_name":"Van Cortlandt Park-242 St","stop_lat":"  40.889248","stop_lon":"-73.898583","location_type":"","parent_station":"101"}\n]\n',
    };
    const archive: ZipArchive = {
      names: () => Object.keys(files),
      open: async (name) => Readable.from([Buffer.from(files[name])]),
      close: () => {},
    };
    const source = mtaJsonSource(archive, 'subway', 'test');
    expect(await source.hasTable('stops')).toBe(true);
    expect(await source.hasTable('trips')).toBe(false);
    const stops = await readStops(source);
    expect(stops.map((s) => [s.id, s.locationType, s.parentStation, s.lat])).toEqual([
      ['101', 1, '', 40.889248],
      ['101N', 0, '101', 40.889248],
    ]);
  });
});
