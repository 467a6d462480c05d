import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gtfsFolderSource } from '../../gtfs/folder-source.ts';
import { gtfsTextSource } from '../../gtfs/text-source.ts';
import { compileNetwork } from './network-builder.ts';
import { serviceDayIndex, isServiceActive } from '../model/services.ts';

const SAMPLE = join(process.cwd(), 'node_modules/sample-gtfs-feed/gtfs');

describe('compiling sample-gtfs-feed', () => {
  it('keeps stop points and stations used as stops, drops entrances, nodes and boarding areas', async () => {
    const network = await compileNetwork([{ id: 'sample', source: gtfsFolderSource(SAMPLE) }]);
    expect(network.stops.ids.sort()).toEqual([
      'sample:airport',
      'sample:airport-1',
      'sample:airport-2',
      'sample:center',
      'sample:lake',
      'sample:museum',
    ]);
    const areaOf = (id: string) => network.stopAreas.ids[network.stops.area[network.lookup.stop.get(id)!]];
    expect(areaOf('sample:airport-1')).toBe('sample:airport');
    expect(areaOf('sample:airport')).toBe('sample:airport');
    expect(areaOf('sample:center')).toBe('sample:area:center');
    expect(network.timezone).toBe('Europe/Warsaw');
  });

  it('expands frequencies.txt into trips every headway', async () => {
    const network = await compileNetwork([{ id: 'sample', source: gtfsFolderSource(SAMPLE) }]);
    const expanded = network.trips.ids.filter((id) => id.startsWith('sample:b-downtown-on-working-days@'));
    expect(expanded).toHaveLength(12);
    expect(expanded[0]).toBe('sample:b-downtown-on-working-days@28800');
  });

  it('applies calendar and calendar_dates rules', async () => {
    const network = await compileNetwork([{ id: 'sample', source: gtfsFolderSource(SAMPLE) }]);
    const { services, lookup } = network;
    const runs = (service: string, date: string) =>
      isServiceActive(services, lookup.service.get(`sample:${service}`)!, serviceDayIndex(services, date));
    expect(runs('all-day', '2019-05-02')).toBe(true);
    expect(runs('all-day', '2019-05-01')).toBe(false);
    expect(runs('on-weekends', '2019-03-09')).toBe(true);
    expect(runs('on-weekends', '2019-03-11')).toBe(false);
    expect(runs('on-weekends', '2019-08-11')).toBe(false);
  });

  it('namespaces ids per feed so two feeds with the same ids coexist', async () => {
    const files = {
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,40,-74\nB,Beta,40.01,-74',
      'routes.txt': 'route_id,route_short_name,route_type\nR,R,3',
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nS,1,1,1,1,1,1,1,20260101,20260131',
      'trips.txt': 'route_id,service_id,trip_id\nR,S,T',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT,08:00:00,08:00:00,A,1\nT,08:05:00,08:05:00,B,2',
    };
    const network = await compileNetwork([
      { id: 'one', source: gtfsTextSource(files) },
      { id: 'two', source: gtfsTextSource(files) },
    ]);
    // Stops are numbered along a space-filling curve (network/compiler/stop-numbering.ts): compare them as a set.
    expect([...network.stops.ids].sort()).toEqual(['one:A', 'one:B', 'two:A', 'two:B']);
    expect(network.routes.ids).toEqual(['one:R', 'two:R']);
    expect(network.trips.ids.sort()).toEqual(['one:T', 'two:T']);
    expect(network.services.ids).toEqual(['one:S', 'two:S']);
    const shared = await compileNetwork([
      { id: 'one', source: gtfsTextSource(files), routeNamespace: 'bus' },
      { id: 'two', source: gtfsTextSource(files), routeNamespace: 'bus' },
    ]);
    expect(shared.routes.ids).toEqual(['bus:R']);
    expect(shared.lookup.routePatterns[0]).toHaveLength(2);
  });
});
