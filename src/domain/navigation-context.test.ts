import { describe, expect, it } from 'vitest';
import {
  backTarget,
  EMPTY_NAVIGATION_CONTEXT,
  nextNavigationContext,
  parseNavigationContext,
  type NavigationContext,
} from './navigation-context.ts';

function visit(pages: [string, string][]): NavigationContext {
  return pages.reduce((state, [name, path]) => nextNavigationContext(state, name, path), EMPTY_NAVIGATION_CONTEXT);
}

describe('navigation context', () => {
  it('sets the context from the route name; home sets trip-planner', () => {
    expect(visit([['proximity', '/fr/proximity']]).context).toBe('proximity');
    expect(visit([['schedules', '/fr/schedules']]).context).toBe('schedules');
    expect(
      visit([
        ['proximity', '/fr/proximity'],
        ['index', '/fr'],
      ]).context,
    ).toBe('trip-planner');
    expect(
      visit([
        ['schedules', '/fr/schedules'],
        ['account-profile', '/fr/account/profile'],
      ]).context,
    ).toBe('schedules');
  });

  it('links a stop detail back to the proximity list it came from, query included', () => {
    const state = visit([
      ['proximity', '/fr/proximity?lat=1'],
      ['proximity-type-id', '/fr/proximity/stopArea/S1'],
    ]);
    expect(backTarget(state, 'proximity-type-id')).toBe('/fr/proximity?lat=1');
  });

  it('links a line page reached from the roadmap back to the roadmap', () => {
    const state = visit([
      ['trip-planner-results', '/fr/trip-planner/results?fi=a'],
      ['trip-planner-roadmap-journeyId', '/fr/trip-planner/roadmap/j1?fi=a'],
      ['schedules-line-id', '/fr/schedules/line/L1'],
    ]);
    expect(state.lineCameFromRoadmap).toBe(true);
    expect(backTarget(state, 'schedules-line-id')).toBe('/fr/trip-planner/roadmap/j1?fi=a');
  });

  it('links a line page reached from a stop detail back to that stop, not to an older schedules page', () => {
    const state = visit([
      ['schedules', '/fr/schedules'],
      ['proximity-type-id', '/fr/proximity/stopArea/S1'],
      ['schedules-line-id', '/fr/schedules/line/L1'],
    ]);
    expect(state.lineCameFromRoadmap).toBe(false);
    expect(backTarget(state, 'schedules-line-id')).toBe('/fr/proximity/stopArea/S1');
  });

  it('keeps the flag when the line page is reloaded, and clears the trip-planner route when entering home', () => {
    const roadmap = visit([
      ['trip-planner-roadmap-journeyId', '/fr/trip-planner/roadmap/j1'],
      ['schedules-line-id', '/fr/schedules/line/L1'],
      ['schedules-line-id', '/fr/schedules/line/L1'],
    ]);
    expect(roadmap.lineCameFromRoadmap).toBe(true);
    expect(nextNavigationContext(roadmap, 'index', '/fr').lastTripPlannerRoute).toBeNull();
  });

  it('keeps the way back while the line page changes direction, date or band', () => {
    const fromRoadmap = visit([
      ['trip-planner-roadmap-journeyId', '/fr/trip-planner/roadmap/j1?fi=a'],
      ['schedules-line-id', '/fr/schedules/line/L1?from=roadmap'],
      ['schedules-line-id', '/fr/schedules/line/L1?direction=1'],
      ['schedules-line-id', '/fr/schedules/line/L1?direction=1&date=2026-11-24'],
    ]);
    expect(backTarget(fromRoadmap, 'schedules-line-id')).toBe('/fr/trip-planner/roadmap/j1?fi=a');
    const fromLanding = visit([
      ['schedules', '/fr/schedules?q=B6'],
      ['schedules-line-id', '/fr/schedules/line/B6'],
      ['schedules-line-id', '/fr/schedules/line/B6?direction=1'],
    ]);
    expect(backTarget(fromLanding, 'schedules-line-id')).toBe('/fr/schedules?q=B6');
  });

  it('links a stop detail reached from a line page back to that line, not to an older proximity list', () => {
    const state = visit([
      ['proximity', '/fr/proximity?lat=1'],
      ['schedules', '/fr/schedules'],
      ['schedules-line-id', '/fr/schedules/line/L1'],
      ['proximity-type-id', '/fr/proximity/stopArea/S1'],
    ]);
    expect(backTarget(state, 'proximity-type-id')).toBe('/fr/schedules/line/L1');
  });

  it('links a line page reached from the results back to them, not to an older proximity page', () => {
    const state = visit([
      ['proximity', '/fr/proximity?lat=1'],
      ['trip-planner-results', '/fr/trip-planner/results?fi=a'],
      ['schedules-line-id', '/fr/schedules/line/L1'],
    ]);
    expect(backTarget(state, 'schedules-line-id')).toBe('/fr/trip-planner/results?fi=a');
  });

  it('gives a stop detail reached from home no remembered back link (home is not remembered), not an older list', () => {
    const state = visit([
      ['proximity', '/fr/proximity?lat=1'],
      ['index', '/fr'],
      ['proximity-type-id', '/fr/proximity/stopArea/S1'],
    ]);
    expect(backTarget(state, 'proximity-type-id')).toBeNull();
    // Reloading or changing the board's date keeps the way back.
    const reloaded = visit([
      ['schedules-line-id', '/fr/schedules/line/L1'],
      ['proximity-type-id', '/fr/proximity/stopArea/S1'],
      ['proximity-type-id', '/fr/proximity/stopArea/S1?date=2026-11-27'],
    ]);
    expect(backTarget(reloaded, 'proximity-type-id')).toBe('/fr/schedules/line/L1');
  });

  it('parses its cookie defensively', () => {
    expect(parseNavigationContext('not json')).toEqual(EMPTY_NAVIGATION_CONTEXT);
    expect(parseNavigationContext(JSON.stringify({ context: 'evil', lastProximityRoute: '//evil.example' }))).toEqual(
      EMPTY_NAVIGATION_CONTEXT,
    );
    const state = visit([
      ['proximity', '/fr/proximity'],
      ['proximity-type-id', '/fr/proximity/stopArea/S1'],
    ]);
    expect(parseNavigationContext(JSON.stringify(state))).toEqual(state);
    expect(parseNavigationContext(JSON.stringify({ ...state, detailCameFrom: 'evil' })).detailCameFrom).toBeNull();
  });
});
