import { beforeEach, describe, expect, it } from 'vitest';
import type { Journey, SearchResponse } from '../contract/trip-planner.ts';
import { $mapJourneys, $mapSelectedJourneyId } from './trip-map.ts';
import {
  $tripResults,
  IDLE_LIST,
  hydrateJourneyList,
  searchJourneyList,
  selectJourney,
  type SearchCall,
} from './trip-results.ts';
import { invalidateTripResults } from './trip-results-state.ts';

const point = (id: string, lat: number) => ({ id, name: id, lat, lon: -73.98, type: 'stopArea' });
function journey(id: string): Journey {
  return {
    id,
    journeySummaryCode: `code-${id}`,
    departureDateTime: '2026-11-22T09:05:00-05:00',
    arrivalDateTime: '2026-11-22T09:55:00-05:00',
    duration: 3000,
    transfers: 0,
    walkingDistance: 120,
    walkingDuration: 90,
    modes: ['metro'],
    isDetailedTrip: true,
    sections: [
      {
        type: 'PUBLIC_TRANSPORT',
        mode: 'metro',
        line: { id: 'N', code: 'N', name: 'Broadway Express', color: 'FCCC0A', textColor: '000000' },
        direction: 'Coney Island',
        headsign: 'Coney Island-Stillwell Av',
        tripId: 't',
        from: point('a', 40.75),
        to: point('b', 40.58),
        departureDateTime: '2026-11-22T09:06:00-05:00',
        arrivalDateTime: '2026-11-22T09:55:00-05:00',
        duration: 2940,
        intermediateStops: [],
        geometry: [
          [40.75, -73.98],
          [40.58, -73.98],
        ],
      },
    ],
  };
}
const response: SearchResponse = {
  groups: [{ key: 'fastest', journeys: [journey('j1'), journey('j2')] }],
  serviceDateShiftedFrom: '2026-11-22',
  serviceDate: '2026-10-30',
};

describe('journey lists', () => {
  beforeEach(() => $tripResults.set(IDLE_LIST));

  it('selects the first journey of the first group after a search and feeds the map', async () => {
    const call: SearchCall = async () => ({ ok: true, data: response });
    await searchJourneyList($tripResults, { tripType: '0' }, call);
    expect($tripResults.get()).toMatchObject({
      status: 'done',
      hasError: false,
      selectedId: 'j1',
      serviceDateShiftedFrom: '2026-11-22',
    });
    expect($mapJourneys.get().map((j) => j.id)).toEqual(['j1', 'j2']);
    expect($mapJourneys.get()[0].legs[0]).toEqual({
      coordinates: [
        [-73.98, 40.75],
        [-73.98, 40.58],
      ],
      color: '#FCCC0A',
      walking: false,
    });
    expect($mapJourneys.get()[0].stops).toEqual([
      [-73.98, 40.75],
      [-73.98, 40.58],
    ]);
    selectJourney($tripResults, 'j2');
    expect($mapSelectedJourneyId.get()).toBe('j2');
  });

  it('sets hasError on an empty result or a failure', async () => {
    await searchJourneyList($tripResults, { tripType: '0' }, async () => ({
      ok: true,
      data: { groups: [{ key: 'x', journeys: [] }] },
    }));
    expect($tripResults.get()).toMatchObject({ status: 'done', hasError: true, selectedId: null });
    await searchJourneyList($tripResults, { tripType: '0' }, async () => ({ ok: false, code: 'timeout' }));
    expect($tripResults.get().hasError).toBe(true);
  });

  it('keeps the journey chosen in the URL when hydrating, and clears on form changes', () => {
    hydrateJourneyList($tripResults, response, 'code-j2');
    expect($tripResults.get().selectedId).toBe('j2');
    invalidateTripResults();
    expect($tripResults.get()).toEqual(IDLE_LIST);
    expect($mapJourneys.get()).toEqual([]);
  });
});
