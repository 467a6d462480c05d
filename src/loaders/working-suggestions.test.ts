import { describe, expect, it } from 'vitest';
import type { BffClient } from '../bff-client/bff-fetch.ts';
import type { TripRequest } from '../contract/trip-planner.ts';
import type { Suggestion } from '../domain/no-journey-suggestions.ts';
import { workingSuggestions } from './working-suggestions.ts';

const journey = { id: 'j' };
/** A BFF whose search answers after `delayMs[fromId]` with journeys when `finds[fromId]`, or a 503 for 'busy'. */
function fakeBff(finds: Record<string, boolean>, delayMs: Record<string, number> = {}): BffClient {
  return {
    request: async (_path: string, _schema: unknown, options: { body: TripRequest }) => {
      const id = options.body.fromId!;
      await new Promise((resolve) => setTimeout(resolve, delayMs[id] ?? 1));
      if (id === 'busy') return { ok: false, status: 503, retryAfterS: 1 };
      return { ok: true, data: { groups: finds[id] ? [{ key: 'recommended', journeys: [journey] }] : [] } };
    },
  } as unknown as BffClient;
}
const suggestion = (search: string): Suggestion => ({ kind: 'withoutVia', via: search, search });
const requestOf = (s: Suggestion): TripRequest | null =>
  s.search === 'none' ? null : ({ fromId: s.search, tripType: '0' } as TripRequest);

describe('workingSuggestions', () => {
  it('keeps, in order, only the suggestions whose search finds a journey', async () => {
    const all = ['a', 'b', 'c', 'busy', 'none'].map(suggestion);
    const kept = await workingSuggestions(fakeBff({ a: true, b: false, c: true }), all, requestOf);
    expect(kept.map((s) => s.search)).toEqual(['a', 'c']);
  });

  it('leaves out a suggestion still searching when the budget ends', async () => {
    const kept = await workingSuggestions(
      fakeBff({ a: true, slow: true }, { slow: 500 }),
      ['slow', 'a'].map(suggestion),
      requestOf,
      100,
    );
    expect(kept.map((s) => s.search)).toEqual(['a']);
  });
});
