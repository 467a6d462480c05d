import { describe, expect, it } from 'vitest';
import { lineMatches } from './line-filter.ts';

const b6 = { shortName: 'B6', text: 'Bath Beach - East New York Bus · Brooklyn' };
const b61 = { shortName: 'B61', text: 'Park Slope - Red Hook Bus · Brooklyn' };
const q = { shortName: 'Q', text: 'Broadway Express Subway' };
const coney = { shortName: 'B36', text: 'Coney Island - Sheepshead Bay Bus · Brooklyn' };

describe('line filter', () => {
  it('matches the start of the short name, any case', () => {
    expect([b6, b61, q, coney].filter((line) => lineMatches(line, 'b6')).map((line) => line.shortName)).toEqual([
      'B6',
      'B61',
    ]);
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

  it('forgives one typo in a word of 4+ letters, never in a number or a short word', () => {
    expect(lineMatches(q, 'broadwya')).toBe(true);
    expect(lineMatches(q, 'brodway express')).toBe(true);
    expect(lineMatches(coney, 'conye')).toBe(true);
    expect(lineMatches(b6, 'broadwya')).toBe(false);
    expect(lineMatches({ shortName: 'M42', text: '42 St Crosstown' }, '43')).toBe(false);
    expect(lineMatches(b6, 'bth')).toBe(false);
  });

  it('finds a line by the stops it serves, once they are known', () => {
    const e = {
      shortName: 'E',
      text: '8 Avenue Local Subway',
      stops: 'Jamaica Center-Parsons/Archer|Sutphin Blvd-Archer Av-JFK Airport|World Trade Center',
    };
    expect(lineMatches(e, 'jamaica')).toBe(true);
    expect(lineMatches(e, 'jamiaca')).toBe(true);
    expect(lineMatches(e, 'sutphin world')).toBe(true);
    expect(lineMatches({ ...e, stops: undefined }, 'jamaica')).toBe(false);
    expect(lineMatches(e, 'coney')).toBe(false);
  });

  it('shows everything for an empty query', () => {
    expect(lineMatches(b6, '  ')).toBe(true);
  });
});
