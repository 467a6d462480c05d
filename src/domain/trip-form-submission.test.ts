import { describe, expect, it } from 'vitest';
import {
  campaignQuery,
  readFormSubmission,
  readSubmissionTimes,
  settleSubmission,
  submissionWithPlace,
  type PickOutcome,
} from './trip-form-submission.ts';
import { isFormSubmission } from './trip-form-fields.ts';
import type { TripPlace } from './trip-place.ts';
import type { PlaceRole } from './trip-form.ts';

const NY = 'America/New_York';
// Thursday 2026-11-26 08:00 in New York.
const NOW = Date.parse('2026-11-26T13:00:00Z');
const times: TripPlace = {
  id: 'subway:127',
  type: 'stopArea',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St, Manhattan',
  lat: 40.75529,
  lon: -73.987495,
};
const wall: TripPlace = {
  id: 'subway:230',
  type: 'stopArea',
  name: 'Wall St',
  displayName: 'Wall St, Manhattan',
  lat: 40.706821,
  lon: -74.0091,
};

const sent = (query: string) => readFormSubmission(new URLSearchParams(query));
const picked = (text: string, place: TripPlace): PickOutcome => ({ kind: 'picked', text, place });

describe('the trip form sent as a plain GET form', () => {
  it('is told from a search link by its text fields', () => {
    expect(isFormSubmission(new URLSearchParams('from=&to='))).toBe(true);
    expect(isFormSubmission(new URLSearchParams('fi=subway:127&ti=subway:230'))).toBe(false);
  });

  it('reads texts, the via only when asked on a one-way trip, the trip type and the time choice', () => {
    const one = sent('from=times+sq&to=wall+st&withVia=1&via=grand+central&tt=0&when=ARRIVAL');
    expect(one.texts).toEqual({ from: 'times sq', to: 'wall st', via: 'grand central' });
    expect(one.viaAsked).toBe(true);
    expect(one.dateChoice).toBe('ARRIVAL');
    const round = sent('from=a&to=b&withVia=1&via=c&tt=1&returnDate=2026-11-27');
    expect(round.viaAsked).toBe(false);
    expect(round.texts.via).toBe('');
    expect(round.returnDate).toBe('2026-11-27');
    expect(sent('from=a&to=b&via=c').viaAsked).toBe(false);
  });

  it('reads the places the form was drawn with and the preferences it carried', () => {
    const one = sent(
      'from=Times+Sq-42+St%2C+Manhattan&fi=subway:127&fv=Times+Sq-42+St&ffv=Times+Sq-42+St%2C+Manhattan&fpt=stopArea&flat=40.75529&flon=-73.987495&to=x&ws=SLOW&wc=1&m=bus',
    );
    expect(one.held.from?.id).toBe('subway:127');
    expect(one.options).toEqual({ walkingSpeed: 'SLOW', wheelchair: true });
    expect(one.excludedModes).toEqual(['bus']);
    // The plain panel sends every select: the planner's own choices are left out, as the island leaves them out.
    expect(sent('from=a&to=b&ws=NORMAL&wd=LONG&ft=1').options).toEqual({
      maxWalkingDistance: 'LONG',
      fewerTransfers: true,
    });
    expect(sent('from=a&to=b&ws=NORMAL&wd=MEDIUM').options).toEqual({});
  });

  it('reads the transport modes from their boxes when the form drew them: an unchecked box is a mode switched off', () => {
    // The link said bus off; the traveller ticked bus again and unticked the subway.
    expect(sent('from=a&to=b&m=bus&modes=bus,metro,rail&mode-bus=1&mode-rail=1').excludedModes).toEqual(['metro']);
    expect(sent('from=a&to=b&m=bus&modes=bus,metro&mode-bus=1&mode-metro=1').excludedModes).toEqual([]);
    // No boxes drawn (the modes could not be read on the server): the link's modes stand.
    expect(sent('from=a&to=b&m=bus&mode-bus=1').excludedModes).toEqual(['bus']);
  });
});

describe('dates and times of the form', () => {
  it('reads the locale’s date (or ISO) and HH:MM in the network’s zone', () => {
    expect(readSubmissionTimes(sent('from=a&to=b&date=27/11/2026&time=9:05'), 'fr-FR', NY, NOW)).toEqual({
      dateTime: '2026-11-27T09:05-05:00',
      returnDateTime: '2026-11-27T11:05-05:00',
      problems: [],
    });
    expect(readSubmissionTimes(sent('from=a&to=b&date=11/27/2026&time=21:00'), 'en-US', NY, NOW).dateTime).toBe(
      '2026-11-27T21:00-05:00',
    );
    expect(readSubmissionTimes(sent('from=a&to=b&date=2026-11-27&time=21:00'), 'de-DE', NY, NOW).dateTime).toBe(
      '2026-11-27T21:00-05:00',
    );
    // The time field as the English page shows it (12-hour), and as the other pages do (24-hour).
    expect(readSubmissionTimes(sent('from=a&to=b&date=11/27/2026&time=9:05+PM'), 'en-US', NY, NOW).dateTime).toBe(
      '2026-11-27T21:05-05:00',
    );
    expect(readSubmissionTimes(sent('from=a&to=b&date=27/11/2026&time=21.05'), 'it-IT', NY, NOW).dateTime).toBe(
      '2026-11-27T21:05-05:00',
    );
  });

  it('leaves now when the fields were not sent (a hand-made link with only places)', () => {
    expect(readSubmissionTimes(sent('from=a&to=b'), 'en-US', NY, NOW)).toMatchObject({
      dateTime: '2026-11-26T08:00-05:00',
      problems: [],
    });
  });

  it('names each field it cannot read, empty ones included, and keeps the readable part', () => {
    const bad = readSubmissionTimes(sent('from=a&to=b&date=31/02/2026&time=10:30'), 'fr-FR', NY, NOW);
    expect(bad.problems).toEqual(['date']);
    expect(bad.dateTime).toBe('2026-11-26T10:30-05:00');
    expect(readSubmissionTimes(sent('from=a&to=b&date=&time=25:00'), 'fr-FR', NY, NOW).problems).toEqual([
      'date',
      'time',
    ]);
    // The return fields count only on a round trip.
    expect(readSubmissionTimes(sent('from=a&to=b&tt=0&returnDate=nope'), 'fr-FR', NY, NOW).problems).toEqual([]);
    expect(
      readSubmissionTimes(sent('from=a&to=b&tt=1&returnDate=nope&returnTime='), 'fr-FR', NY, NOW).problems,
    ).toEqual(['returnDate', 'returnTime']);
  });
});

describe('settling the form', () => {
  const settle = (query: string, picks: Partial<Record<PlaceRole, PickOutcome>>, locale = 'en-US') => {
    const submission = sent(query);
    return settleSubmission(submission, picks, readSubmissionTimes(submission, locale, NY, NOW), NY, NOW);
  };

  it('becomes the results URL of the search, with the typed texts it resolved', () => {
    const settled = settle(
      'from=times+sq&to=Wall+St%2C+Manhattan&tt=0&when=DEPARTURE&date=11/27/2026&time=09:00&ft=1',
      {
        from: picked('times sq', times),
        to: { kind: 'kept', text: 'Wall St, Manhattan', place: wall },
      },
    );
    expect(settled.ok).toBe(true);
    if (!settled.ok) return;
    const params = new URLSearchParams(settled.query);
    expect(params.get('fi')).toBe('subway:127');
    expect(params.get('ti')).toBe('subway:230');
    expect(params.get('dt')).toBe('2026-11-27T09:00-05:00');
    expect(params.get('ft')).toBe('1');
    expect(params.get('fq')).toBe('times sq');
    expect(params.has('tq')).toBe(false);
    expect(params.has('from')).toBe(false);
  });

  it('asks for an arrival time with at, and moves a departure already past to now (as the live form does)', () => {
    const arrive = settle('from=a&to=b&when=ARRIVAL&date=11/27/2026&time=09:00', {
      from: picked('a', times),
      to: picked('b', wall),
    });
    expect(arrive.ok && new URLSearchParams(arrive.query).get('at')).toBe('2026-11-27T09:00-05:00');
    const past = settle('from=a&to=b&date=11/25/2026&time=09:00', { from: picked('a', times), to: picked('b', wall) });
    expect(past.ok && new URLSearchParams(past.query).get('dt')).toBe('2026-11-26T08:00-05:00');
  });

  it('lists every problem at once: places, same place twice, times', () => {
    const settled = settle('from=&to=xyzzy&date=02/31/2026&time=09:00', {
      from: { kind: 'missing' },
      to: { kind: 'unknown', text: 'xyzzy' },
    });
    expect(settled).toMatchObject({ ok: false, places: { from: 'missing', to: 'unknown' }, times: ['date'] });
    const same = settle('from=a&to=b', { from: picked('a', times), to: picked('b', times) });
    expect(same).toMatchObject({ ok: false, places: { to: 'sameFromTo' } });
    const via = settle('from=a&to=b&withVia=1&via=c', {
      from: picked('a', times),
      to: picked('b', wall),
      via: picked('c', wall),
    });
    expect(via).toMatchObject({ ok: false, places: { via: 'viaEqualsEnd' } });
    const failed = settle('from=a&to=b', { from: { kind: 'searchFailed', text: 'a' }, to: picked('b', wall) });
    expect(failed).toMatchObject({ ok: false, places: { from: 'searchFailed' } });
    // The form drawn again keeps the place that was found.
    expect(failed.form.to).toEqual(wall);
  });

  it('sends the form again with a namesake chosen: its name as the text, its keys as the hidden fields', () => {
    const query = submissionWithPlace(
      new URLSearchParams('from=86+st&to=wall+st&fi=old&flat=1&flon=2&date=11/27/2026'),
      'from',
      times,
    );
    const params = new URLSearchParams(query);
    expect(params.get('from')).toBe('Times Sq-42 St, Manhattan');
    expect(params.get('fi')).toBe('subway:127');
    expect(params.get('ffv')).toBe('Times Sq-42 St, Manhattan');
    expect(params.getAll('fi')).toHaveLength(1);
    expect(params.get('date')).toBe('11/27/2026');
    expect(readFormSubmission(params).held.from).toMatchObject({ id: 'subway:127', lat: 40.75529 });
  });
});

describe('campaign tags of the trip widget', () => {
  it('are kept, and nothing else', () => {
    expect(
      campaignQuery(
        new URLSearchParams('from=a&utm_source=e2e-partner&utm_medium=widget&utm_campaign=widget-trip&fi=x'),
      ),
    ).toBe('utm_source=e2e-partner&utm_medium=widget&utm_campaign=widget-trip');
    expect(campaignQuery(new URLSearchParams('from=a&to=b'))).toBe('');
  });
});
