/**
 * The borough a New York City Transit / MTA Bus local route names, from its short name's prefix: B → Brooklyn,
 * Bx → Bronx, M → Manhattan, Q → Queens, S → Staten Island ('B44-SBS', 'Bx4A', 'M14A-SBS', 'Q44-SBS' too).
 * Why a route's name and not its feed: each MTA bus feed is a depot's, not a borough's (the Brooklyn feed runs Q routes
 * deep into Queens, the Staten Island feed runs SIM express buses through Manhattan), while a local route's letter is
 * the borough it mostly serves.
 * No hint ('') for express routes (BM, BxM, QM, SIM, X: they cross boroughs by design), for rail-replacement shuttle
 * buses (route_type 711: 'Q92' is a 7-train shuttle on 42 St in Manhattan, 'L90' runs in Brooklyn and Queens) and
 * for anything else ('BJ-MW', 'T113').
 */
export function mtaBusRouteBorough(shortName: string, routeType: number): string {
  if (routeType === 711) return '';
  const prefix = /^(BX|Bx|B|M|Q|S)\d+[A-Z]?(-SBS)?$/.exec(shortName.trim())?.[1];
  if (prefix === undefined) return '';
  return BOROUGH_OF_PREFIX[prefix];
}

const BOROUGH_OF_PREFIX: Record<string, string> = {
  B: 'Brooklyn',
  Bx: 'Bronx',
  BX: 'Bronx',
  M: 'Manhattan',
  Q: 'Queens',
  S: 'Staten Island',
};
