import { describe, expect, it } from 'vitest';
import { repeatedParam } from './repeated-param.ts';

describe('repeatedParam', () => {
  it('names the first known parameter given more than once', () => {
    expect(repeatedParam(new URLSearchParams('band=all&date=2026-11-26&band=early'), ['date', 'band'])).toEqual({
      name: 'band',
      message: 'is given 2 times',
      count: 2,
    });
  });

  it('ignores parameters it was not asked about and single ones', () => {
    expect(repeatedParam(new URLSearchParams('utm=a&utm=b&band=all'), ['band', 'date'])).toBeNull();
  });
});
