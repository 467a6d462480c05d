import { describe, expect, it } from 'vitest';
import { liveTimes } from './nearby-times.ts';

describe('liveTimes', () => {
  it('marks realtime predictions with the word, timetable times stay plain', () => {
    expect(liveTimes(['a', 'b'], [true, false], (iso) => `${iso}!`, 'live')).toBe('a! live, b!');
    expect(liveTimes(['a'], undefined, (iso) => iso, 'live')).toBe('a');
  });
});
