import { describe, expect, it } from 'vitest';
import { mtaBusRouteBorough } from './mta-bus-borough.ts';

describe('mtaBusRouteBorough', () => {
  it('reads the borough of a local route from its prefix', () => {
    expect(mtaBusRouteBorough('B44', 3)).toBe('Brooklyn');
    expect(mtaBusRouteBorough('B44-SBS', 3)).toBe('Brooklyn');
    expect(mtaBusRouteBorough('Bx12', 3)).toBe('Bronx');
    expect(mtaBusRouteBorough('Bx4A', 3)).toBe('Bronx');
    expect(mtaBusRouteBorough('BX19', 3)).toBe('Bronx');
    expect(mtaBusRouteBorough('M14A-SBS', 3)).toBe('Manhattan');
    expect(mtaBusRouteBorough('Q58', 3)).toBe('Queens');
    expect(mtaBusRouteBorough('S79-SBS', 3)).toBe('Staten Island');
  });

  it('gives no hint for express routes, which cross boroughs by design', () => {
    for (const name of ['BM1', 'BxM10', 'QM2', 'SIM1C', 'SIM4X', 'X27']) expect(mtaBusRouteBorough(name, 3)).toBe('');
  });

  it('gives no hint for rail-replacement shuttle buses or unknown names', () => {
    expect(mtaBusRouteBorough('Q92', 711)).toBe('');
    expect(mtaBusRouteBorough('L90', 711)).toBe('');
    expect(mtaBusRouteBorough('BJ-MW', 3)).toBe('');
    expect(mtaBusRouteBorough('T113', 3)).toBe('');
    expect(mtaBusRouteBorough('', 3)).toBe('');
  });
});
