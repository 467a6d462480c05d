import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import { createApp } from './app.ts';
import { stopAreaListText } from './proximity.ts';

let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  app = createApp({ network: await buildTestNetwork() });
});
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as any };
};
const clock = (iso: string) => iso.slice(11, 16);
/** One line per group: "line direction headsign state: times". */
const boardText = (body: any) =>
  body.groups.map(
    (g: any) =>
      `${g.line.shortName} ${g.direction} ${g.headsign} ${g.state}: ${[
        ...g.departures.map((d: any) => clock(d.departureTime) + (d.lastOfDay ? ' last' : '')),
        ...g.arrivals.map((a: string) => `arr ${clock(a)}`),
      ].join(', ')}`,
  );

describe('stop board API', () => {
  it('Grand Central on a weekday morning: line 2 northbound with its last departure of the day marked', async () => {
    const { status, body } = await get('/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=2026-01-06T07:00');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'nyc:GC',
      type: 'stopArea',
      name: 'Grand Central-42 St',
      timezone: 'America/New_York',
      serviceDate: '2026-01-06',
    });
    expect(boardText(body)).toEqual([
      '2 0 Times Sq departures: 08:00, 08:10, 23:50 last',
      '2 1 Grand Central terminus: arr 08:10, arr 08:10',
      '10 0 Grand Central terminus: arr 09:06, arr 09:06',
    ]);
  });

  it('Times Sq after the morning: none left today, next tomorrow; line 2 northbound ends here (arrivals only)', async () => {
    const { body } = await get('/api/v1/stopBoards/stopArea/nyc:TSQ?fromDatetime=2026-01-06T10:00&limit=2');
    expect(boardText(body)).toEqual([
      '2 0 Times Sq terminus: arr 00:05, arr 08:05',
      // Tomorrow's only departures: whether they are the day's last is beyond the 36 h the board looks at.
      '2 1 Grand Central noMoreToday: 08:05',
      '10 0 Grand Central noMoreToday: 09:00',
    ]);
    expect(body.groups[1].departures[0]).toMatchObject({
      departureTime: '2026-01-07T08:05:00-05:00',
      stopPointId: 'nyc:TSQS',
      platform: '',
    });
  });

  it('a stop point board holds only that platform; outside the feed the service date shift is said', async () => {
    const { body } = await get('/api/v1/stopBoards/stopPoint/nyc:TSQS?fromDatetime=2026-03-03T07:00');
    expect(body.groups.map((g: any) => g.line.shortName)).toEqual(['2', '10']);
    expect(body).toMatchObject({ serviceDateShiftedFrom: '2026-03-03', serviceDate: '2026-01-27' });
  });

  it('the earlier page: each line × direction’s last departures strictly before an instant', async () => {
    const { status, body } = await get('/api/v1/stopBoards/stopArea/nyc:GC?beforeDatetime=2026-01-06T23:50&limit=2');
    expect(status).toBe(200);
    expect(boardText(body)[0]).toBe('2 0 Times Sq departures: 08:00, 08:10');
    const { body: first } = await get('/api/v1/stopBoards/stopArea/nyc:GC?beforeDatetime=2026-01-06T08:00&limit=2');
    expect(first.groups[0]).toMatchObject({ state: 'departures' });
    // The day before's last two (a Monday's, same timetable), the 23:50 its day's last.
    expect(boardText(first)[0]).toBe('2 0 Times Sq departures: 08:10, 23:50 last');
    expect(
      (await get('/api/v1/stopBoards/stopArea/nyc:GC?beforeDatetime=2026-01-06T08:00&fromDatetime=2026-01-06T08:00'))
        .status,
    ).toBe(400);
  });

  it('answers 404 for unknown types and ids, 400 for bad parameters', async () => {
    expect((await get('/api/v1/stopBoards/stopArea/nyc:NOPE')).status).toBe(404);
    expect((await get('/api/v1/stopBoards/bikePark/nyc:GC')).body.error.code).toBe('unknown_point_type');
    expect((await get('/api/v1/stopBoards/stopArea/nyc:GC?fromDatetime=tomorrow')).status).toBe(400);
    expect((await get('/api/v1/stopBoards/stopArea/nyc:GC?limit=99')).status).toBe(400);
  });

  it('full-day timetable of one line × direction, trips past midnight included', async () => {
    const { status, body } = await get(
      '/api/v1/stopBoards/stopArea/nyc:GC/timetable?line=nyc:2&direction=0&date=2026-01-06',
    );
    expect(status).toBe(200);
    expect(body.departures.map((d: any) => clock(d.departureTime))).toEqual(['08:00', '08:10', '23:50']);
    expect(body).toMatchObject({ headsign: 'Times Sq', serviceDate: '2026-01-06' });
    const bp = await get('/api/v1/stopBoards/stopArea/nyc:area:BP/timetable?line=nyc:2&direction=0&date=2026-01-06');
    expect(bp.body.departures.map((d: any) => d.departureTime)).toContain('2026-01-07T00:03:00-05:00');
    expect((await get('/api/v1/stopBoards/stopArea/nyc:GC/timetable?line=nyc:2')).status).toBe(400);
    expect((await get('/api/v1/stopBoards/stopArea/nyc:GC/timetable?line=nope&direction=0')).status).toBe(404);
    expect(
      (await get('/api/v1/stopBoards/stopArea/nyc:GC/timetable?line=nyc:2&direction=0&date=06/01/2026')).status,
    ).toBe(400);
  });
});

describe('nearby API', () => {
  it('lists the nearest stop areas with walking time and lines, and departures near you soonest first', async () => {
    const { status, body } = await get(
      '/api/v1/proximity/nearby?lat=40.7557&lon=-73.9870&fromDatetime=2026-01-06T07:55',
    );
    expect(status).toBe(200);
    expect(body.stopAreas.map((a: any) => `${a.name} ${a.distance}m ${a.walkMinutes}min`)).toEqual([
      'Times Sq-42 St 62m 1min',
      '42 St-Bryant Pk 263m 4min',
      'W 42 ST/8 AV 310m 5min',
      'Grand Central-42 St 960m 15min',
    ]);
    expect(body.stopAreas[0].next).toEqual([
      {
        lineId: 'nyc:2',
        direction: '1',
        headsign: 'Grand Central',
        departureTimes: ['2026-01-06T08:05:00-05:00'],
        runs: [{ tripId: 'nyc:2S-0805', runDate: '2026-01-06', stopPointId: 'nyc:TSQS' }],
      },
      {
        lineId: 'nyc:10',
        direction: '0',
        headsign: 'Grand Central',
        departureTimes: ['2026-01-06T09:00:00-05:00'],
        runs: [{ tripId: 'nyc:10-0900', runDate: '2026-01-06', stopPointId: 'nyc:TSQS' }],
      },
    ]);
    // The northbound 2 ends at Times Sq: its nearest departure is at Bryant Pk (263 m).
    expect(
      body.departures.map(
        (d: any) => `${d.line.shortName} ${d.direction} ${d.stopArea.name} ${d.departureTimes.map(clock).join(' ')}`,
      ),
    ).toEqual([
      '2 0 42 St-Bryant Pk 08:03 08:13',
      '2 1 Times Sq-42 St 08:05',
      'M42 0 W 42 ST/8 AV 08:30',
      '10 0 Times Sq-42 St 09:00',
    ]);
  });

  it("names each departure's run by the date it started on: the evening before for one boarded after midnight", async () => {
    const { body } = await get('/api/v1/proximity/nearby?lat=40.754222&lon=-73.984569&fromDatetime=2026-01-07T00:00');
    const night = body.departures.find((d: any) => d.line.shortName === '2' && d.direction === '0');
    expect(night.departureTimes).toEqual(['2026-01-07T00:03:00-05:00']);
    expect(night.runs).toEqual([{ tripId: 'nyc:2N-2350', runDate: '2026-01-06', stopPointId: 'nyc:BP' }]);
    const listed = body.stopAreas[0].next.find((n: any) => n.lineId === 'nyc:2' && n.direction === '0');
    expect(listed.runs).toEqual([{ tripId: 'nyc:2N-2350', runDate: '2026-01-06', stopPointId: 'nyc:BP' }]);
  });

  it('drops departures one cannot walk to in time', async () => {
    // 62 m to Times Sq (56 s): the 08:05 southbound 2 leaves before one gets there, and so does its 08:07 at Bryant Pk.
    const { body } = await get('/api/v1/proximity/nearby?lat=40.7557&lon=-73.9870&fromDatetime=2026-01-06T08:04:30');
    expect(
      body.departures.map((d: any) => `${d.line.shortName} ${d.direction} ${d.departureTimes.map(clock).join(' ')}`),
    ).toEqual(['2 0 08:13', 'M42 0 08:30', '10 0 09:00']);
  });

  it('a stop with nothing in the next two hours says when its next departure is, or by its absence that none comes for a day', async () => {
    const { body } = await get('/api/v1/proximity/nearby?lat=40.7557&lon=-73.9870&fromDatetime=2026-01-06T10:00');
    const times = body.stopAreas.find((a: any) => a.name === 'Times Sq-42 St');
    expect(times).toMatchObject({ next: [], nextLater: '2026-01-07T08:05:00-05:00' });
    expect(body.stopAreas.filter((a: any) => a.next.length > 0).every((a: any) => a.nextLater === undefined)).toBe(
      true,
    );
  });

  it("outside the feed, each row says the timetable of which day answers (the stop board's shift)", async () => {
    const { body } = await get('/api/v1/proximity/nearby?lat=40.7557&lon=-73.9870&fromDatetime=2026-03-03T07:55');
    expect(body.departures.length).toBeGreaterThan(0);
    for (const row of [...body.departures, ...body.stopAreas.flatMap((a: any) => a.next)]) {
      expect(row).toMatchObject({ serviceDateShiftedFrom: '2026-03-03', serviceDate: '2026-01-27' });
    }
  });

  it('validates its query', async () => {
    expect((await get('/api/v1/proximity/nearby?lat=abc&lon=2')).status).toBe(400);
    expect((await get('/api/v1/proximity/nearby?lat=91&lon=2')).status).toBe(400);
    expect((await get('/api/v1/proximity/nearby?lon=2')).status).toBe(400);
    expect((await get('/api/v1/proximity/nearby?lat=40&lon=-73&radius=99999')).status).toBe(400);
  });

  it('lists every served stop area for the sitemap', async () => {
    const { body } = await get('/api/v1/proximity/stopAreas');
    expect(body.stopAreas.map((a: any) => a.id).sort()).toEqual([
      'nyc:GC',
      'nyc:TSQ',
      'nyc:area:B1',
      'nyc:area:BP',
      'nyc:area:LAKE',
    ]);
  });

  it('builds that list once per network (session 7 audit: ~10 ms per request on NYC, public)', async () => {
    const network = await buildTestNetwork();
    const built = stopAreaListText(network);
    // The network does not change while the process runs: a second call does not look at it again.
    network.stopAreas.names[0] = 'renamed after the first call';
    expect(stopAreaListText(network)).toBe(built);
    expect(stopAreaListText(await buildTestNetwork())).toBe(built);
    const first = await (await app.request('/api/v1/proximity/stopAreas')).text();
    expect(await (await app.request('/api/v1/proximity/stopAreas')).text()).toBe(first);
    expect(JSON.parse(first).stopAreas).toHaveLength(5);
  });
});

describe('dates no request can break (session 7 audit: these answered 500)', () => {
  const dateTimes = [
    '9999-12-31T23:59',
    '9999-12-30T23:59',
    '9999-12-31',
    '9999-12-31T23:59:59Z',
    '0001-01-01T00:00',
    '3000-01-01T00:00',
  ];
  const boards = [
    '/api/v1/stopBoards/stopArea/nyc:GC',
    '/api/v1/stopPoints/nyc:TSQN/schedules',
    '/api/proximity/v2/stopAreas/nyc:GC/schedules',
    '/api/v1/stopPoints/nyc:BP/lines/nyc:2/departures',
    '/api/v1/proximity/nearby?lat=40.7557&lon=-73.9870',
  ];
  it.each(boards)('%s refuses a date-time outside the request years with the JSON 400', async (path) => {
    for (const at of dateTimes) {
      const { status, body } = await get(`${path}${path.includes('?') ? '&' : '?'}fromDatetime=${at}`);
      expect({ at, status, code: body.error?.code }).toEqual({ at, status: 400, code: 'invalid_request' });
      expect(body.error.message).toMatch(/^fromDatetime: /);
    }
    expect((await get(`${path}${path.includes('?') ? '&' : '?'}fromDatetime=2999-06-01T08:00`)).status).toBe(200);
  });

  it.each([
    '/api/v1/stopBoards/stopArea/nyc:GC/timetable?line=nyc:2&direction=0',
    '/api/v1/lines/nyc:2/timetable?direction=0',
    '/api/v1/lines/nyc:2/week?direction=0',
  ])('%s refuses a date that is not a day of the calendar or out of the request years', async (path) => {
    for (const date of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '9999-12-31',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
    ]) {
      const { status, body } = await get(`${path}&date=${date}`);
      expect({ date, status, code: body.error?.code }).toEqual({ date, status: 400, code: 'invalid_request' });
    }
    expect((await get(`${path}&date=2028-02-29`)).status).toBe(200);
  });
});
