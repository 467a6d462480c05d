import { closeSync, fstatSync, openSync, readFileSync, readSync, renameSync, writeSync, unlinkSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { indexNetwork } from './network-lookup.ts';
import { NETWORK_FORMAT_VERSION, type NetworkData, type TransitNetwork } from './types.ts';

/**
 * The compiled network on disk: one file, read whole and used in place (typed arrays are views on the file's bytes).
 *
 *   bytes 0..7    magic "TRNETWK\0"
 *   8..11         format version (u32 LE)       → a file of another version is rebuilt, never used
 *   12..15        header length in bytes (u32 LE)
 *   16..19        CRC-32 of everything after byte 24 → a truncated or corrupt file is rebuilt, never half-used
 *   20..23        reserved
 *   24..          header: JSON of NetworkData with every typed array replaced by { $typed, offset, length } and long
 *                 string arrays by { $strings: joined with U+0001 }, plus `meta`
 *   …             padding to 8, then the typed arrays' bytes, each 8-byte aligned
 *
 * Written to a temporary file first and renamed, so a reader never sees a half-written file.
 */

const MAGIC = Buffer.from('TRNETWK\0', 'latin1');
const PREFIX = 24;

type TypedArray = Int8Array | Uint8Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;
const TYPED = { Int8Array, Uint8Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array };
type TypedName = keyof typeof TYPED;

interface TypedRef {
  $typed: TypedName;
  offset: number;
  length: number;
}

/** Free-form facts about how the file was made (source fingerprint, import duration), kept in its header. */
export type NetworkFileMeta = Record<string, string | number>;

/** Long string arrays are stored as one joined string: JSON.parse reads one long string far faster than 250k short ones. */
const SEPARATOR = '\u0001';

const align8 = (n: number) => (n + 7) & ~7;

export function writeNetworkFile(path: string, network: NetworkData, meta: NetworkFileMeta = {}): number {
  const arrays: TypedArray[] = [];
  let bodyLength = 0;
  const { lookup: _lookup, ...data } = network as TransitNetwork;
  const header = JSON.stringify({ meta, data }, (_key, value) => {
    if (ArrayBuffer.isView(value)) {
      const array = value as TypedArray;
      const ref: TypedRef = { $typed: array.constructor.name as TypedName, offset: bodyLength, length: array.length };
      arrays.push(array);
      bodyLength = align8(bodyLength + array.byteLength);
      return ref;
    }
    if (
      Array.isArray(value) &&
      value.length > 256 &&
      value.every((item) => typeof item === 'string' && !item.includes(SEPARATOR))
    ) {
      return { $strings: value.join(SEPARATOR) };
    }
    return value;
  });
  const headerBytes = Buffer.from(header, 'utf8');
  const bodyStart = align8(PREFIX + headerBytes.length);
  const prefix = Buffer.alloc(PREFIX);
  MAGIC.copy(prefix, 0);
  prefix.writeUInt32LE(NETWORK_FORMAT_VERSION, 8);
  prefix.writeUInt32LE(headerBytes.length, 12);

  // Streamed piece by piece (no second copy of a 100 MB network in memory); the CRC is computed on the way and
  // written into the prefix last.
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  let checksum = 0;
  let written = 0;
  const put = (bytes: Uint8Array) => {
    if (written >= PREFIX) checksum = crc32(bytes, checksum);
    writeSync(fd, bytes, 0, bytes.length, written);
    written += bytes.length;
  };
  const pad = (to: number) => {
    if (to > written) put(new Uint8Array(to - written));
  };
  try {
    writeSync(fd, prefix, 0, PREFIX, 0);
    written = PREFIX;
    put(headerBytes);
    pad(bodyStart);
    for (const array of arrays) {
      put(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      pad(align8(written - bodyStart) + bodyStart);
    }
    pad(bodyStart + bodyLength);
    prefix.writeUInt32LE(checksum, 16);
    writeSync(fd, prefix, 0, PREFIX, 0);
  } catch (error) {
    closeSync(fd);
    unlinkSync(temporary);
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, path);
  return written;
}

/**
 * Replaces every { $typed, offset, length } reference by a typed-array view on the file's bytes. Walks objects only
 * (typed arrays never sit inside JSON arrays): a JSON.parse reviver would visit each of the million strings instead.
 */
function attachArrays(node: Record<string, unknown>, buffer: ArrayBuffer, bodyStart: number): void {
  for (const key of Object.keys(node)) {
    const value = node[key] as Record<string, unknown> | null;
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    if (typeof value.$strings === 'string') {
      node[key] = value.$strings.split(SEPARATOR);
    } else if (typeof value.$typed === 'string') {
      const ref = value as unknown as TypedRef;
      const Constructor = TYPED[ref.$typed];
      if (!Constructor) throw new Error(`unknown array type ${ref.$typed}`);
      node[key] = new Constructor(buffer, bodyStart + ref.offset, ref.length);
    } else attachArrays(value, buffer, bodyStart);
  }
}

export type NetworkFileResult =
  | { ok: true; network: TransitNetwork; meta: NetworkFileMeta; bytes: number; shared?: SharedArrayBuffer }
  | { ok: false; reason: string };

/** The whole file in memory that other threads can map too (the planner's worker threads use it without a copy). */
function readShared(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const bytes = Buffer.from(new SharedArrayBuffer(size));
    for (let at = 0; at < size; ) {
      const read = readSync(fd, bytes, at, size - at, at);
      if (read === 0) throw new Error('file shrank while read');
      at += read;
    }
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads and checks a network file; any doubt (missing, other version, bad checksum, bad header) answers ok: false.
 * `shared`: the bytes live in a SharedArrayBuffer (returned as `shared`) that networkFromShared() maps in another thread.
 */
export function readNetworkFile(path: string, options: { shared?: boolean } = {}): NetworkFileResult {
  let file: Buffer;
  try {
    file = options.shared ? readShared(path) : readFileSync(path);
  } catch {
    return { ok: false, reason: `no network file at ${path}` };
  }
  if (file.length < PREFIX || !file.subarray(0, 8).equals(MAGIC)) return { ok: false, reason: 'not a network file' };
  const version = file.readUInt32LE(8);
  if (version !== NETWORK_FORMAT_VERSION)
    return { ok: false, reason: `format version ${version}, expected ${NETWORK_FORMAT_VERSION}` };
  const headerLength = file.readUInt32LE(12);
  if (PREFIX + headerLength > file.length) return { ok: false, reason: 'truncated header' };
  if (crc32(file.subarray(PREFIX)) !== file.readUInt32LE(16))
    return { ok: false, reason: 'checksum mismatch (corrupt or truncated file)' };
  if (file.byteOffset % 8 !== 0) file = Buffer.from(file);
  try {
    const { network, meta } = parseChecked(file);
    return {
      ok: true,
      network,
      meta,
      bytes: file.length,
      ...(options.shared ? { shared: file.buffer as SharedArrayBuffer } : {}),
    };
  } catch (error) {
    return { ok: false, reason: `unreadable header: ${(error as Error).message}` };
  }
}

/** Header and arrays of a file already checked; the typed arrays are views on the file's bytes (no copy). */
function parseChecked(file: Buffer): { network: TransitNetwork; meta: NetworkFileMeta } {
  const headerLength = file.readUInt32LE(12);
  const bodyStart = file.byteOffset + align8(PREFIX + headerLength);
  const parsed = JSON.parse(file.toString('utf8', PREFIX, PREFIX + headerLength)) as {
    meta: NetworkFileMeta;
    data: NetworkData;
  };
  attachArrays(parsed.data as unknown as Record<string, unknown>, file.buffer as ArrayBuffer, bodyStart);
  return { network: indexNetwork(parsed.data), meta: parsed.meta };
}

/** The network of a file another thread read and checked with `readNetworkFile(path, { shared: true })`. */
export function networkFromShared(shared: SharedArrayBuffer): TransitNetwork {
  return parseChecked(Buffer.from(shared)).network;
}
