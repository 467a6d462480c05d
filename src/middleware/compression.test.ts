import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './compression.ts';

const html = () => new Response('<!doctype html><p>bonjour</p>'.repeat(50), { headers: { 'content-type': 'text/html' } });
const request = (encoding: string) => new Request('http://site.test/fr', { headers: { 'accept-encoding': encoding } });

describe('compressHtml', () => {
  it('gzips HTML for browsers that accept gzip', async () => {
    const response = compressHtml(request('gzip, deflate, br'), html());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(gunzipSync(body).toString()).toContain('<p>bonjour</p>');
  });

  it('leaves other responses alone', () => {
    const plain = html();
    expect(compressHtml(request('identity'), plain)).toBe(plain);
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(compressHtml(request('gzip'), json)).toBe(json);
    const redirect = new Response(null, { status: 302, headers: { location: '/fr' } });
    expect(compressHtml(request('gzip'), redirect)).toBe(redirect);
  });
});
