import { beforeAll, describe, expect, it } from 'vitest';
import { placeIndexOf, searchPlaces } from './place-search.ts';
import { wordMatch, withinOneEdit } from '../../../domain/word-match.ts';
import { foldText } from './text-normalize.ts';
import { bareNumber } from './name-forms.ts';
import { buildTestNetwork } from '../../../test-support/test-feed.ts';
import type { TransitNetwork } from '../model/types.ts';

let network: TransitNetwork;
beforeAll(async () => {
  network = await buildTestNetwork();
});
const names = (query: string, near?: { lat: number; lon: number }) =>
  searchPlaces(placeIndexOf(network), query, { near }).map((hit) => `${hit.entry.kind}:${hit.entry.name}`);

describe('text matching', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('Times Sq–42 St')).toBe('times sq 42 st');
    expect(foldText('  Gare de l’Est / Saint-Étienne ')).toBe('gare de l est saint etienne');
    // Full-width letters and digits (East Asian keyboards) found nothing before session 9.
    expect(foldText('ＴＩＭＥＳ　Ｓｑ－４２')).toBe('times sq 42');
  });
  it('allows one edit: substitution, insertion, deletion, swap', () => {
    expect(withinOneEdit('central', 'centrl')).toBe(true);
    expect(withinOneEdit('central', 'cantral')).toBe(true);
    expect(withinOneEdit('central', 'cnetral')).toBe(true);
    expect(withinOneEdit('central', 'cetnrla')).toBe(false);
  });
  it('scores exact over prefix over typo, and no typo on short words', () => {
    expect(wordMatch('sq', 'sq')).toBe(3);
    expect(wordMatch('sq', 'square')).toBe(2);
    expect(wordMatch('centrl', 'central')).toBe(1);
    expect(wordMatch('sw', 'sq')).toBe(0);
  });
});

describe('searchPlaces', () => {
  it('ranks exact and leading matches first, then importance', () => {
    expect(names('times sq')[0]).toBe('stopArea:Times Sq-42 St');
    // Bryant Pk starts with the query; the two stations serving both lines tie on importance and fall back to name order.
    expect(names('42 st').slice(0, 3)).toEqual([
      'stopArea:42 St-Bryant Pk',
      'stopArea:Grand Central-42 St',
      'stopArea:Times Sq-42 St',
    ]);
  });
  it('requires every query word to match a distinct name word', () => {
    expect(names('42 42')).toEqual([]);
    expect(names('times central')).toEqual([]);
  });
  it('finds lines by short and long name', () => {
    expect(names('m42')).toEqual(['line:M42']);
    expect(names('crosstown')).toEqual(['line:10', 'line:M42']);
    // An exact name wins; otherwise a line does not outrank the stations its long name mentions.
    expect(names('10')[0]).toBe('line:10');
    expect(names('42 st crosstown')).toEqual(['line:M42']);
  });
  it('breaks ties by distance when a position is given', () => {
    const nearTimesSq = names('42 st', { lat: 40.7575, lon: -73.9899 });
    const nearGrandCentral = names('42 st', { lat: 40.7518, lon: -73.9768 });
    expect(nearTimesSq.slice(1, 3)).toEqual(['stopArea:Times Sq-42 St', 'stopArea:Grand Central-42 St']);
    expect(nearGrandCentral.slice(1, 3)).toEqual(['stopArea:Grand Central-42 St', 'stopArea:Times Sq-42 St']);
    const bus = searchPlaces(placeIndexOf(network), 'w 42', { near: { lat: 40.7575, lon: -73.9899 } });
    expect(bus[0].distance).toBeLessThan(20);
  });
  it('finds nothing for an empty or punctuation-only query', () => {
    expect(names('')).toEqual([]);
    expect(names(' -/ ')).toEqual([]);
  });
});

describe('forgiving search', () => {
  it('matches abbreviations and ordinals: "42nd street" finds the 42 St stations', () => {
    expect(names('42nd street')).toEqual(
      expect.arrayContaining(['stopArea:Times Sq-42 St', 'stopArea:Grand Central-42 St']),
    );
    expect(names('times square')[0]).toBe('stopArea:Times Sq-42 St');
  });
  it('reads spelled ordinals as numbers: "fifth avenue" is "5 Av" (found nothing before session 9)', () => {
    expect(['fifth', 'Tenth', 'twelfth', 'fifty'].map((word) => bareNumber(foldText(word)))).toEqual([
      '5',
      '10',
      '12',
      'fifty',
    ]);
  });
  it('forgives one typo per word in up to two words, never in numbers or short words', () => {
    expect(names('tims sqare')[0]).toBe('stopArea:Times Sq-42 St');
    expect(names('grnd centrl street')[0]).toBe('stopArea:Grand Central-42 St');
    expect(names('grnd centrl stret')).toEqual([]);
    expect(names('43 st').filter((name) => name.includes('42'))).toEqual([]);
    expect(names('tme sq')).toEqual([]);
  });
});
