import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gtfsFolderSource } from '../../gtfs/folder-source.ts';
import { compileNetwork } from '../compiler/network-builder.ts';
import { readNetworkFile, writeNetworkFile } from './network-file.ts';

const SAMPLE = join(process.cwd(), 'node_modules/sample-gtfs-feed/gtfs');

describe('network file', () => {
  it('round-trips the compiled network with its lookups and meta', async () => {
    const network = await compileNetwork([{ id: 'sample', source: gtfsFolderSource(SAMPLE) }]);
    const path = join(mkdtempSync(join(tmpdir(), 'net-')), 'network.bin');
    writeNetworkFile(path, network, { sourceKey: 'k1' });
    const loaded = readNetworkFile(path);
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.meta.sourceKey).toBe('k1');
    expect(loaded.network.stops.ids).toEqual(network.stops.ids);
    expect(Array.from(loaded.network.stopTimes.departure)).toEqual(Array.from(network.stopTimes.departure));
    expect(loaded.network.stopTimes.departure).toBeInstanceOf(Int32Array);
    expect(Array.from(loaded.network.footpaths.distance)).toEqual(Array.from(network.footpaths.distance));
    expect(loaded.network.lookup.trip.get(network.trips.ids[3])).toBe(3);
    expect(loaded.network.services.firstDate).toBe('2019-03-01');
  });

  it('refuses corrupt, truncated and missing files', async () => {
    const network = await compileNetwork([{ id: 'sample', source: gtfsFolderSource(SAMPLE) }]);
    const dir = mkdtempSync(join(tmpdir(), 'net-'));
    const path = join(dir, 'network.bin');
    writeNetworkFile(path, network);
    const bytes = readFileSync(path);
    const corrupt = Buffer.from(bytes);
    corrupt[corrupt.length - 3] ^= 0xff;
    writeFileSync(join(dir, 'corrupt.bin'), corrupt);
    writeFileSync(join(dir, 'truncated.bin'), bytes.subarray(0, bytes.length - 100));
    expect(readNetworkFile(join(dir, 'corrupt.bin'))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('checksum'),
    });
    expect(readNetworkFile(join(dir, 'truncated.bin'))).toMatchObject({ ok: false });
    expect(readNetworkFile(join(dir, 'missing.bin'))).toMatchObject({ ok: false });
  });
});
