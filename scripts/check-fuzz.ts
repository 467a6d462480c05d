// `npm run check:fuzz`: malformed requests to every operation of /bff/openapi.json and every page route of the route
// table, bounded in count and time; prints the counts by status and fails on any 5xx or a server that died.
// Starts the built site on FUZZ_PORT (else E2E_PORT, else 4381) unless BASE_URL names a running one.
// Usage: npm run check:fuzz [-- --count 20 --seconds 120 --seed 1]   (count = requests per operation and per page)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatStatuses, send, type LoadRequest } from './load/http-load.ts';
import { startSite } from './load/site-server.ts';
import { seededRandom } from '../src/server/routing/test-networks.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '120' },
    seed: { type: 'string', default: '1' },
  },
});
const perTarget = Number(values.count);
const deadline = Date.now() + Number(values.seconds) * 1000;
const random = seededRandom(Number(values.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

// The per-client rate limits would answer most of the fuzz 429 before the handlers see it: raised for this check.
const site = await startSite({
  port: Number(process.env.FUZZ_PORT ?? process.env.E2E_PORT ?? 4381),
  env: { RATE_LIMIT_JOURNEY_SEARCH: '1000000/60', RATE_LIMIT_PLACE_SEARCH: '1000000/60', RATE_LIMIT_SIGN_IN: '1000000/60', RATE_LIMIT_SIGN_UP: '1000000/60' },
});
const base = site.base;

/** Values a careless or hostile client sends where a string, number, date, id or list is expected. */
const HOSTILE_TEXT = [
  '', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', '-0', '99999999999999999999', '3.14', 'true', 'null', '[]', '{}',
  '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '\u0000', '\uFFFF', '\uD800', 'é😀字',
  'x'.repeat(5000), '2026-02-30T25:61:00', '2026-13-01', 'T', ',,,', 'a,b,c', '-90.5,200', 'javascript:alert(1)',
  'http://evil.example/', '//evil.example', '__proto__', 'constructor',
];
const HOSTILE_JSON: unknown[] = [
  null, true, 0, -1, 1e308, '', 'x'.repeat(5000), [], {}, [null], { __proto__: { polluted: 1 } }, { constructor: { prototype: 1 } },
  [[[[[[[[[[]]]]]]]]]], '2026-02-30T25:61:00', { $ne: null }, -1e-320,
];
const BROKEN_BODIES = ['', '{', '{"a":', 'null', '[]', '"text"', '{"a":1}{"b":2}', '\u0000', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'x'.repeat(60_000)];

/** Percent-encodes; a lone surrogate (not encodable) becomes the bytes of its invalid UTF-8 form, hostile as well. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string }[];
  bodyKeys: string[];
}

interface OpenApiSchema {
  properties?: Record<string, unknown>;
  $ref?: string;
}

function operationsOf(spec: { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } }>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, params: operation.parameters ?? [], bodyKeys: Object.keys(schema?.properties ?? {}) });
    }
  }
  return operations;
}

function hostileValue(): string {
  return pick(HOSTILE_TEXT);
}

function hostileBody(op: Operation): { body: string; contentType: string } {
  const roll = random();
  if (roll < 0.25) return { body: pick(BROKEN_BODIES), contentType: 'application/json' };
  if (roll < 0.32) return { body: 'a=1&b=2', contentType: pick(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', '']) };
  const body: Record<string, unknown> = {};
  for (const key of op.bodyKeys) if (random() < 0.7) body[key] = random() < 0.5 ? pick(HOSTILE_JSON) : hostileValue();
  if (random() < 0.2) body[hostileValue().slice(0, 40) || 'extra'] = pick(HOSTILE_JSON);
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function apiRequest(op: Operation): LoadRequest {
  let path = op.path.replace(/\{([^}]+)\}/g, () => enc(hostileValue()));
  const query = op.params.filter((p) => p.in === 'query' && random() < 0.7).map((p) => `${enc(p.name)}=${enc(hostileValue())}`);
  if (random() < 0.1) query.push(`${enc(hostileValue())}=${enc(hostileValue())}`);
  path = joinQuery(path, query);
  const headers: Record<string, string> = {
    'accept-language': pick(['fr', 'xx', '*', '', 'en-US,en;q=0.9', 'de;q=abc']),
    origin: base, // same-origin writes: past the CSRF guard, into the handlers
  };
  if (random() < 0.3) headers.cookie = `userToken=${enc(hostileValue())}; userInfos=${enc(hostileValue())}`;
  if (random() < 0.2) headers.authorization = `Bearer ${enc(hostileValue()).slice(0, 100)}`;
  if (op.method === 'GET' || op.method === 'DELETE') return { method: op.method, path: `/bff${path}`, headers };
  const { body, contentType } = hostileBody(op);
  if (contentType) headers['content-type'] = contentType;
  return { method: op.method, path: `/bff${path}`, headers, body };
}

/** Page routes from the route table (read as text: the module needs Astro's runtime), `:param` replaced by hostile values. */
function pageRoutes(): string[] {
  const table = readFileSync(new URL('../src/domain/route-table.ts', import.meta.url), 'utf8');
  return [...table.matchAll(/route\('[\w-]+', '([^']*)'/g)].map((match) => match[1]);
}

const PAGE_PARAMS = ['fi', 'fv', 'flat', 'flon', 'fpt', 'ti', 'tv', 'tlat', 'tlon', 'tpt', 'dt', 'at', 'rt', 'tt', 'm', 'jsc', 'rjsc', 'v[0][i]', 'v[0][lat]', 'widget', 'date', 'direction', 'ws', 'wd', 'ft', 'wc', 'redirect', 'returnUrl', 'lat', 'lon', 'type'];

/** Under Node's 16 KiB header limit (past it Node answers 431 and resets the connection: nothing of ours to test). */
const MAX_TARGET = 8000;
const joinQuery = (path: string, query: string[]) => {
  while (query.length && `${path}?${query.join('&')}`.length > MAX_TARGET) query.pop();
  return query.length ? `${path}?${query.join('&')}` : path;
};

function pageRequest(pattern: string): LoadRequest {
  const lang = pick(['fr', 'en', 'es', 'it', 'de', 'xx', 'FR']);
  const path = `/${lang}/${pattern.replace(/:\w+/g, () => enc(hostileValue()))}`.replace(/\/$/, '');
  const query = PAGE_PARAMS.filter(() => random() < 0.3).map((name) => `${enc(name)}=${enc(hostileValue())}`);
  const method = random() < 0.1 ? pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) : 'GET';
  const headers: Record<string, string> = { 'accept-language': pick(['fr', 'xx', '']) };
  if (random() < 0.3) headers.cookie = `locale=${enc(hostileValue())}; nav-context=${enc(hostileValue())}; userToken=${enc(hostileValue())}`;
  return { method, path: joinQuery(path, query), headers, body: method === 'POST' ? pick(BROKEN_BODIES) : undefined };
}

/** Raw request targets that must not decode (the requests that killed the server before): sent as they are. */
const MALFORMED_TARGETS = ['/%', '/fr/%E0%A4%A', '/_astro/%ff.js', '/bff/%c0%ae', '/fr?dt=%', '/bff/api/v1/places?search=%zz', '/%%', '/fr/%C0%80'];

const specAnswer = await send(base, { path: '/bff/openapi.json' }, undefined, 30_000);
if (specAnswer.status !== 200) throw new Error(`GET /bff/openapi.json answered ${specAnswer.status}`);
const operations = operationsOf(JSON.parse(specAnswer.body));
const pages = pageRoutes();

const requests: LoadRequest[] = [...MALFORMED_TARGETS.map((path) => ({ path })), { method: 'TRACE', path: '/fr' }];
for (let i = 0; i < perTarget; i++) {
  for (const op of operations) requests.push(apiRequest(op));
  for (const pattern of pages) requests.push(pageRequest(pattern));
}

console.log(`check:fuzz against ${base}: ${operations.length} API operations, ${pages.length} page routes, ${requests.length} requests (${perTarget} each), seed ${values.seed}`);
const statuses = new Map<string, number>();
const failures: string[] = [];
let next = 0;
let sent = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < requests.length && Date.now() < deadline) {
      const request = requests[next++];
      const answer = await send(base, request, undefined, 30_000);
      sent += 1;
      statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
      if (typeof answer.status !== 'number' || answer.status >= 500) {
        failures.push(`${answer.status} ${request.method ?? 'GET'} ${request.path.slice(0, 200)} ${request.body ? `body ${JSON.stringify(request.body.slice(0, 120))}` : ''} → ${answer.body.slice(0, 200)}`);
      }
    }
  }),
);

const alive = site.alive() && (await send(base, { path: '/fr' }, undefined, 30_000)).status === 200;
console.log(`sent ${sent} of ${requests.length}${sent < requests.length ? ' (time limit reached)' : ''}; statuses: ${formatStatuses(statuses)}`);
for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
await site.stop();
if (!alive) console.error(`the server is down after the fuzz\n${site.output()}`);
if (failures.length || !alive) process.exit(1);
console.log('no 5xx, server alive');
