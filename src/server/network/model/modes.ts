import type { TransitMode } from './types.ts';

/** GTFS route_type (basic and extended) → mode. Unknown types read as bus, the most common surface mode. */
export function modeOfRouteType(routeType: number): TransitMode {
  switch (routeType) {
    case 0:
      return 'tram';
    case 1:
      return 'metro';
    case 2:
      return 'rail';
    case 3:
      return 'bus';
    case 4:
      return 'ferry';
    case 5:
      return 'cableTram';
    case 6:
      return 'aerialLift';
    case 7:
      return 'funicular';
    case 11:
      return 'trolleybus';
    case 12:
      return 'monorail';
  }
  if (routeType >= 100 && routeType < 200) return 'rail';
  if (routeType >= 200 && routeType < 300) return 'coach';
  if (routeType >= 400 && routeType < 500) return 'metro';
  if (routeType >= 700 && routeType < 800) return 'bus';
  if (routeType === 800) return 'trolleybus';
  if (routeType >= 900 && routeType < 1000) return 'tram';
  if (routeType >= 1000 && routeType < 1300) return 'ferry';
  if (routeType >= 1300 && routeType < 1400) return 'aerialLift';
  if (routeType >= 1400 && routeType < 1500) return 'funicular';
  return 'bus';
}

/** Display order of modes in line lists: heavy modes first. */
export const MODE_ORDER: TransitMode[] = [
  'metro',
  'rail',
  'tram',
  'monorail',
  'bus',
  'trolleybus',
  'coach',
  'ferry',
  'cableTram',
  'aerialLift',
  'funicular',
];
