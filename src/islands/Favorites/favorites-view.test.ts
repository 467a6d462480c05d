import { describe, expect, it } from 'vitest';
import { favoritesView, focusAfterRemoval } from './favorites-view.ts';

describe('favourites view', () => {
  it('joins favourites with line and stop names and links them to their pages', () => {
    const view = favoritesView(
      {
        favoriteLines: [
          { favoriteId: 'f1', line: { id: 'subway:A' } },
          { favoriteId: 'f2', line: { id: 'gone' } },
        ],
        favoriteStopPoints: [{ favoriteId: 'f3', stopPoint: { id: 'subway:A27N' }, lineIds: ['subway:A'] }],
        favoriteAddresses: [
          {
            favoriteId: 'f4',
            category: 'home',
            label: 'Home',
            address: { street: '10 Main St', zipCode: '10001', city: 'New York', coordinates: { lat: 1, lon: 2 } },
          },
        ],
        favoritePointOfInterests: [
          { favoriteId: 'f5', pointOfInterest: { id: 'subway:A27', type: 'stopArea', label: '42 St' } },
        ],
      },
      {
        lines: new Map([
          [
            'subway:A',
            {
              id: 'subway:A',
              shortName: 'A',
              longName: '8 Avenue Express',
              mode: 'metro',
              color: '#0039A6',
              textColor: '#FFFFFF',
            },
          ],
        ]),
        stops: new Map([['subway:A27N', { name: '42 St-Port Authority Bus Terminal', city: 'Manhattan' }]]),
      },
      'en',
    );
    expect(view.lines[0]).toMatchObject({ title: '8 Avenue Express', badge: { shortName: 'A', color: '#0039A6' } });
    expect(decodeURIComponent(view.lines[0].href!)).toBe('/en/schedules/line/subway:A');
    expect(view.lines[1]).toMatchObject({ title: 'gone', badge: { shortName: 'gone' } });
    expect(view.stopPoints[0]).toMatchObject({
      title: '42 St-Port Authority Bus Terminal',
      subtitle: 'Manhattan',
      lines: [{ shortName: 'A' }],
    });
    expect(view.stopPoints[0].href).toContain('/en/proximity/stopPoint/');
    expect(view.addresses[0].subtitle).toBe('10 Main St, 10001 New York');
    expect(view.places[0].href).toContain('/en/proximity/stopArea/');
  });
});

describe('focus after removing a favourite', () => {
  const row = (favoriteId: string) => ({ favoriteId, kind: 'line' as const, title: favoriteId, lines: [] });
  const view = { lines: [row('l1'), row('l2')], stopPoints: [row('s1')], addresses: [], places: [row('p1')] };

  it('goes to the next row of the section, else the previous one', () => {
    expect(focusAfterRemoval(view, 'l1')).toEqual({ row: 'l2' });
    expect(focusAfterRemoval(view, 'l2')).toEqual({ row: 'l1' });
  });

  it('goes to the next section with rows when the section empties, the previous one after the last', () => {
    expect(focusAfterRemoval(view, 's1')).toEqual({ section: 'places' });
    expect(focusAfterRemoval(view, 'p1')).toEqual({ section: 'stopPoints' });
  });

  it('goes to the empty-list message after the last favourite', () => {
    expect(focusAfterRemoval({ lines: [], stopPoints: [], addresses: [row('a1')], places: [] }, 'a1')).toBe('empty');
  });
});
