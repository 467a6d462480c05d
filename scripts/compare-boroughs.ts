// `node scripts/compare-boroughs.ts <before.bin> [after.bin]`: how many stop areas show another city (NYC: borough)
// in the second network file than in the first (default after: data/network.bin), which way they moved, and how many of the
// well-known stations of src/test-support/nyc-borough-oracle.ts each file gets right (the wrong ones listed).
import { readNetworkFile } from '../src/server/network/model/network-file.ts';
import { networkFilePath } from '../src/server/network/model/network-location.ts';
import { NYC_STATION_BOROUGHS } from '../src/test-support/nyc-borough-oracle.ts';
import type { TransitNetwork } from '../src/server/network/model/types.ts';

function load(path: string): TransitNetwork {
  const result = readNetworkFile(path);
  if (!result.ok) throw new Error(`${path}: ${result.reason}`);
  return result.network;
}

function oracle(label: string, network: TransitNetwork): void {
  const wrong: string[] = [];
  for (const { id, name, borough } of NYC_STATION_BOROUGHS) {
    const area = network.lookup.area.get(id);
    const city = area === undefined ? '(missing)' : network.stopAreas.cities[area];
    if (city !== borough) wrong.push(`${name} (${id}): ${city || '(none)'}, is ${borough}`);
  }
  console.log(`${label}: oracle ${NYC_STATION_BOROUGHS.length - wrong.length}/${NYC_STATION_BOROUGHS.length} right`);
  for (const line of wrong) console.log(`  wrong: ${line}`);
}

const [beforePath, afterPath = networkFilePath()] = process.argv.slice(2);
if (!beforePath) throw new Error('usage: node scripts/compare-boroughs.ts <before.bin> [after.bin]');
const before = load(beforePath);
const after = load(afterPath);
const moves = new Map<string, number>();
let changed = 0;
let compared = 0;
for (let a = 0; a < after.stopAreas.count; a++) {
  const old = before.lookup.area.get(after.stopAreas.ids[a]);
  if (old === undefined) continue;
  compared++;
  const from = before.stopAreas.cities[old];
  const to = after.stopAreas.cities[a];
  if (from === to) continue;
  changed++;
  const key = `${from || '(none)'} → ${to || '(none)'}`;
  moves.set(key, (moves.get(key) ?? 0) + 1);
}
console.log(`areas: ${after.stopAreas.count} (${compared} in both files), ${changed} show another city`);
for (const [move, count] of [...moves].sort((x, y) => y[1] - x[1])) console.log(`  ${move}: ${count}`);
const count = (network: TransitNetwork) => {
  const byCity = new Map<string, number>();
  for (const city of network.stopAreas.cities) byCity.set(city || '(none)', (byCity.get(city || '(none)') ?? 0) + 1);
  return [...byCity]
    .sort()
    .map(([city, n]) => `${city} ${n}`)
    .join(', ');
};
console.log(`before: ${count(before)}`);
console.log(`after:  ${count(after)}`);
oracle('before', before);
oracle('after', after);
