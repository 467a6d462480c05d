// Runs after `astro build`: writes .br and .gz next to every compressible asset of dist/client/_astro, so the server
// (scripts/serve-site.mjs) sends them compressed without spending CPU per request. The Node adapter compresses nothing.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

// Optional argument: another build's _astro folder (default dist/client/_astro).
const assets = process.argv[2] ?? new URL('../dist/client/_astro/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) compress(path);
  }
}

function compress(path) {
  const content = readFileSync(path);
  if (content.length < 1024) return;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += br.length;
}

if (existsSync(assets)) walk(assets);
console.log(`precompressed ${files} assets: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`);
