import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, pickEncoding } from './compression.ts';

const html = () =>
  new Response('<!doctype html><p>bonjour</p>'.repeat(50), { headers: { 'content-type': 'text/html' } });
const json = (body = JSON.stringify({ points: Array.from({ length: 200 }, (_, i) => ({ id: `p${i}` })) })) =>
  new Response(body, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) },
  });
const request = (encoding: string) => new Request('http://site.test/fr', { headers: { 'accept-encoding': encoding } });

describe('compressResponse', () => {
  it('gzips HTML for browsers that accept only gzip', async () => {
    const response = compressResponse(request('gzip, deflate'), html());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(gunzipSync(body).toString()).toContain('<p>bonjour</p>');
  });

  it('prefers brotli for JSON answers and drops the raw length', async () => {
    const response = compressResponse(request('gzip, deflate, br'), json());
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(body).toString()).points).toHaveLength(200);
  });

  it('leaves other responses alone', () => {
    const plain = html();
    expect(compressResponse(request('identity'), plain)).toBe(plain);
    const tiny = json('{}');
    expect(compressResponse(request('gzip'), tiny)).toBe(tiny);
    const svg = new Response('<svg/>'.repeat(500), { headers: { 'content-type': 'image/svg+xml' } });
    expect(compressResponse(request('gzip'), svg)).toBe(svg);
    const redirect = new Response(null, { status: 302, headers: { location: '/fr' } });
    expect(compressResponse(request('gzip'), redirect)).toBe(redirect);
  });

  it('reads q-values: an encoding refused with q=0 is not used', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('BR')).toBe('br');
  });
});
