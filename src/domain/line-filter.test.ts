import { describe, expect, it } from 'vitest';
import { lineMatches } from './line-filter.ts';

const b6 = { shortName: 'B6', text: 'Bath Beach - East New York Bus · Brooklyn' };
const b61 = { shortName: 'B61', text: 'Park Slope - Red Hook Bus · Brooklyn' };
const q = { shortName: 'Q', text: 'Broadway Express Subway' };
const coney = { shortName: 'B36', text: 'Coney Island - Sheepshead Bay Bus · Brooklyn' };

describe('line filter', () => {
  it('matches the start of the short name, any case', () => {
    expect([b6, b61, q, coney].filter((line) => lineMatches(line, 'b6')).map((line) => line.shortName)).toEqual(['B6', 'B61']);
    expect(lineMatches(q, 'Q')).toBe(true);
    expect(lineMatches(b6, 'Q')).toBe(false);
  });

  it('matches words of the long name, borough or mode, accents ignored', () => {
    expect(lineMatches(coney, 'coney')).toBe(true);
    expect(lineMatches(coney, 'Cóney brooklyn')).toBe(true);
    expect(lineMatches(coney, 'ｃｏｎｅｙ')).toBe(true);
    expect(lineMatches(b6, 'Ｂ６')).toBe(true);
    expect(lineMatches(q, 'subway')).toBe(true);
    expect(lineMatches(b6, 'coney')).toBe(false);
  });

  it('shows everything for an empty query', () => {
    expect(lineMatches(b6, '  ')).toBe(true);
  });
});
