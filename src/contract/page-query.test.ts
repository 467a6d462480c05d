import { describe, expect, it } from 'vitest';
import { pageQueryProblem } from './page-query.ts';

const TRIP =
  'fi=subway:127&fv=Times+Sq&flat=40.7559&flon=-73.9871&ti=subway:631&tv=Grand+Central&tlat=40.7519&tlon=-73.9768';
const problem = (route: string, query: string) => pageQueryProblem(route, new URLSearchParams(query))?.message ?? null;

describe('page query contract', () => {
  it.each([
    ['trip-planner-results', TRIP],
    ['trip-planner-results', `${TRIP}&tt=0&dt=2026-11-24T08:30-05:00&m=bus,ferry`],
    ['trip-planner-results', `${TRIP}&at=2026-11-24T08:30`],
    ['trip-planner-returns', `${TRIP}&tt=1&dt=2026-11-24T08:30-05:00&rt=2026-11-24T18:30-05:00&jsc=1.WyIyMDI2LTEx_-`],
    [
      'trip-planner-results',
      `${TRIP}&v[0][i]=subway:225&v[0][v]=Via&v[0][lat]=40.8&v[0][lon]=-73.95&ws=FAST&wd=SHORT&ft=1&wc=0`,
    ],
    ['trip-planner-results', `${TRIP}&utm_source=newsletter`],
    ['trip-planner', 'fi=subway:127'],
    // The trip form sent without JavaScript: texts and dates as typed (the form itself says when it cannot read them).
    [
      'trip-planner-results',
      'from=times+sq&to=&via=&withVia=1&tt=0&when=ARRIVAL&date=31%2F02%2F2026&time=&returnDate=x&returnTime=25:00',
    ],
    ['trip-planner-results', `${TRIP}&fq=times+sq&tq=grand+central`],
    ['trip-planner-results', 'from=a&to=b&modes=bus,metro,rail&mode-bus=1&mode-rail=1'],
    ['index', 'redirect=%2Ffr%2Faccount%2Fprofile'],
    ['schedules', 'widget=true'],
    ['error', 'status=404'],
  ])('accepts %s?%s', (route, query) => {
    expect(problem(route, query)).toBeNull();
  });

  it.each([
    ['trip-planner-results', `${TRIP}&dt=garbage`, 'dt must be an ISO date-time such as 2026-11-24T08:30-05:00'],
    ['trip-planner-results', 'from=a&to=b&modes=bus,metro&mode-bus=on', 'mode-bus must be one of 1'],
    [
      'trip-planner-results',
      'from=a&to=b&modes=bus,jetpack&mode-bus=1',
      'modes lists modes other than tram, metro, rail, bus, ferry, cableTram, aerialLift, funicular, trolleybus, monorail, coach',
    ],
    ['trip-planner-results', 'from=a&to=b&modes=bus&mode-bus=1&mode-bus=1', 'mode-bus is given 2 times'],
    ['trip-planner-results', `${TRIP}&at=2026-13-45T99:00`, 'at is not a real date and time'],
    ['trip-planner-results', `${TRIP}&dt=2026-02-30T08:00-05:00`, 'dt is not a real date and time'],
    ['trip-planner-results', `${TRIP}&dt=2026-11-26T08:00:00%2B99:99`, 'dt is not a real date and time'],
    ['trip-planner-returns', `${TRIP}&tt=1&rt=2026-11-26T10:00-05:60`, 'rt is not a real date and time'],
    ['trip-planner-results', `${TRIP}&dt=2026-11-24`, 'dt must be an ISO date-time such as 2026-11-24T08:30-05:00'],
    ['trip-planner-results', `${TRIP}&dt=3026-11-24T08:30-05:00`, 'dt must have a year from 1900 to 2999'],
    ['trip-planner-results', `${TRIP}&at=0999-11-24T08:30`, 'at must have a year from 1900 to 2999'],
    ['trip-planner-returns', `${TRIP}&tt=1&rt=9999-12-31T23:59`, 'rt must have a year from 1900 to 2999'],
    ['trip-planner-returns', `${TRIP}&tt=1&rt=nope`, 'rt must be an ISO date-time such as 2026-11-24T08:30-05:00'],
    [
      'trip-planner-results',
      `${TRIP}&dt=2026-11-24T08:30&at=2026-11-24T09:30`,
      'dt (leave at) and at (arrive by) exclude each other',
    ],
    ['trip-planner-results', TRIP.replace('flat=40.7559', 'flat='), 'flat must be a decimal number'],
    ['trip-planner-results', TRIP.replace('flon=-73.9871', 'flon=%20'), 'flon must be a decimal number'],
    ['trip-planner-results', TRIP.replace('tlat=40.7519', 'tlat=1e1'), 'tlat must be a decimal number'],
    ['trip-planner-results', TRIP.replace('tlat=40.7519', 'tlat=NaN'), 'tlat must be a decimal number'],
    ['trip-planner-results', TRIP.replace('tlat=40.7519', 'tlat=91'), 'tlat must lie between -90 and 90'],
    ['trip-planner-results', TRIP.replace('tlon=-73.9768', 'tlon=-180.5'), 'tlon must lie between -180 and 180'],
    ['trip-planner-results', TRIP.replace('&tlon=-73.9768', ''), 'tlat and tlon come together'],
    ['trip-planner-results', `${TRIP}&flat=40`, 'flat is given 2 times'],
    ['trip-planner-results', `${TRIP}&tt=3`, 'tt must be 0 (one way) or 1 (return)'],
    ['trip-planner-results', 'from=a&to=b&when=LATER', 'when must be one of DEPARTURE, ARRIVAL'],
    ['trip-planner-results', `from=a&to=b&date=${'1'.repeat(41)}`, 'date is longer than 40 characters'],
    ['trip-planner-results', `from=${'a'.repeat(201)}&to=b`, 'from is longer than 200 characters'],
    ['trip-planner-results', 'from=a&to=b&withVia=yes', 'withVia must be one of 1'],
    [
      'trip-planner-results',
      `${TRIP}&m=bus,teleport`,
      'm lists modes other than tram, metro, rail, bus, ferry, cableTram, aerialLift, funicular, trolleybus, monorail, coach',
    ],
    ['trip-planner-preview', `${TRIP}&jsc=<script>`, 'jsc is not a journey code'],
    ['trip-planner-results', TRIP.replace('fv=Times+Sq', 'fv=a%00b'), 'fv contains control characters'],
    ['trip-planner-results', `${TRIP}&ws=WARP`, 'ws must be one of SLOW, NORMAL, FAST'],
    ['schedules', 'widget=yes', 'widget must be one of true, false'],
    ['error', 'status=abc', 'status must be an HTTP status'],
  ])('refuses %s?%s', (route, query, message) => {
    expect(problem(route, query)).toBe(message);
  });
});
