import { describe, expect, it } from 'vitest';
import type { TransitNetwork } from '../network/model/types.ts';
import { answerCache } from './answer-cache.ts';

const networkA = {} as TransitNetwork;
const networkB = {} as TransitNetwork;

describe('answerCache', () => {
  it('builds an answer once per network and key', () => {
    const kept = answerCache(1000);
    let builds = 0;
    const build = () => `answer ${++builds}`;
    expect(kept.get(networkA, 'k', build)).toBe('answer 1');
    expect(kept.get(networkA, 'k', build)).toBe('answer 1');
    // A reloaded network is another object: its answers are built anew.
    expect(kept.get(networkB, 'k', build)).toBe('answer 2');
    expect(kept.get(networkA, 'other', build)).toBe('answer 3');
  });

  it('does not keep null answers', () => {
    const kept = answerCache(1000);
    let builds = 0;
    const build = () => {
      builds++;
      return null;
    };
    expect(kept.get(networkA, 'missing', build)).toBeNull();
    expect(kept.get(networkA, 'missing', build)).toBeNull();
    expect(builds).toBe(2);
  });

  it('drops the least recently used answers beyond the character bound', () => {
    const kept = answerCache(10);
    const builds: string[] = [];
    const text = (key: string) => () => {
      builds.push(key);
      return key.repeat(4);
    };
    kept.get(networkA, 'a', text('a'));
    kept.get(networkA, 'b', text('b'));
    kept.get(networkA, 'a', text('a')); // a used last: b goes first
    kept.get(networkA, 'c', text('c'));
    kept.get(networkA, 'a', text('a'));
    kept.get(networkA, 'b', text('b'));
    expect(builds).toEqual(['a', 'b', 'c', 'b']);
    // Longer than the bound: answered, never kept.
    expect(kept.get(networkA, 'big', () => 'x'.repeat(11))).toBe('x'.repeat(11));
  });
});
