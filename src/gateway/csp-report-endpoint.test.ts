import { describe, expect, it } from 'vitest';
import { cspReportEndpoint, MAX_CSP_REPORT_BYTES } from './csp-report-endpoint.ts';

const legacy = {
  'csp-report': {
    'document-uri': 'https://transit.example/fr/itineraire?from=48.1,2.3&token=secret',
    'violated-directive': "require-trusted-types-for 'script'",
    'effective-directive': 'require-trusted-types-for',
    'blocked-uri': 'trusted-types-sink',
    'source-file': 'https://transit.example/_astro/map.js',
    'line-number': 12,
    'column-number': 34,
    disposition: 'report',
    'script-sample': 'Element innerHTML|<b>\nforged line',
  },
};

const reportingApi = [
  {
    type: 'csp-violation',
    age: 3,
    url: 'https://transit.example/fr',
    user_agent: 'Chromium',
    body: {
      documentURL: 'https://transit.example/fr',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://evil.example/x.js?a=1',
      disposition: 'enforce',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

function post(body: string, contentType = 'application/csp-report', headers: Record<string, string> = {}) {
  return new Request('https://transit.example/csp-report', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType, ...headers },
  });
}

function endpoint() {
  const lines: string[] = [];
  let nowMs = 1_000_000;
  const handle = cspReportEndpoint({
    log: (line) => lines.push(line),
    now: () => nowMs,
    rate: { capacity: 3, refillPerSecond: 1 },
  });
  return { handle, lines, advance: (ms: number) => (nowMs += ms) };
}

describe('POST /csp-report', () => {
  it('answers 204 to a report-uri report and logs one compact line without query strings or line breaks', async () => {
    const { handle, lines } = endpoint();
    const response = await handle(post(JSON.stringify(legacy)), '203.0.113.5');
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^csp-violation directive=require-trusted-types-for blocked=trusted-types-sink document=https:\/\/transit\.example\/fr\/itineraire source=https:\/\/transit\.example\/_astro\/map\.js:12:34 disposition=report /,
    );
    expect(lines[0]).not.toContain('secret');
    expect(lines[0]).not.toContain('\n');
  });

  it('logs each csp-violation of a Reporting API batch and ignores other report types', async () => {
    const { handle, lines } = endpoint();
    const response = await handle(post(JSON.stringify(reportingApi), 'application/reports+json'), '203.0.113.5');
    expect(response.status).toBe(204);
    expect(lines).toEqual([
      'csp-violation directive=script-src-elem blocked=https://evil.example/x.js document=https://transit.example/fr source=- disposition=enforce sample=-',
    ]);
  });

  it.each([
    ['not JSON', '{"csp-report":', 'application/csp-report'],
    ['JSON but no report', '{"hello":1}', 'application/csp-report'],
    ['a batch without a csp violation', '[{"type":"deprecation","body":{}}]', 'application/reports+json'],
    ['a scalar batch', '42', 'application/reports+json'],
  ])('refuses %s with 400 and logs nothing', async (_name, body, type) => {
    const { handle, lines } = endpoint();
    const response = await handle(post(body, type), '203.0.113.5');
    expect(response.status).toBe(400);
    expect(lines).toEqual([]);
  });

  it('refuses another content type with 415', async () => {
    const { handle } = endpoint();
    expect((await handle(post(JSON.stringify(legacy), 'text/plain'), '203.0.113.5')).status).toBe(415);
  });

  it('refuses a body past the cap with 413, declared or not', async () => {
    const { handle, lines } = endpoint();
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(MAX_CSP_REPORT_BYTES) } });
    expect((await handle(post(big), '203.0.113.5')).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = new Request('https://transit.example/csp-report', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Type': 'application/csp-report' },
    } as RequestInit);
    expect((await handle(chunked, '203.0.113.6')).status).toBe(413);
    expect(lines).toEqual([]);
  });

  it('limits each client: 429 with Retry-After past its bucket, other clients unaffected, refilled over time', async () => {
    const { handle, advance } = endpoint();
    const body = JSON.stringify(legacy);
    for (let i = 0; i < 3; i++) expect((await handle(post(body), '203.0.113.5')).status).toBe(204);
    const refused = await handle(post(body), '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await handle(post(body), '198.51.100.7')).status).toBe(204);
    advance(1000);
    expect((await handle(post(body), '203.0.113.5')).status).toBe(204);
  });
});
