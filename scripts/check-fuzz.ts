// `npm run check:fuzz`: malformed requests to every operation of /bff/openapi.json and every page route of the route
// table (each also from a valid address, so that hostile query values reach the page's own parsing: widgets, stop and
// line pages, co-branding, unsubscribe, sign-in landing…), raw targets with encoded slashes and dot segments, and hostile
// form posts; bounded in count and time. Prints the counts by status and fails on any 5xx, a server that died, a
// redirect off the site, a /bff error that is not the contract's JSON, or a 200 page saying "internal server error".
// Starts the built site on FUZZ_PORT (else E2E_PORT, else 4381) unless BASE_URL names a running one.
// Usage: npm run check:fuzz [-- --count 20 --seconds 120 --seed 1]   (count = requests per operation and per page)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { formatStatuses, send, type LoadRequest } from './load/http-load.ts';
import { startSite } from './load/start-site.ts';
import { seededRandom } from '../src/test-support/test-networks.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '120' },
    seed: { type: 'string', default: '1' },
  },
});
const perTarget = Number(values.count);
const random = seededRandom(Number(values.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

// The per-client rate limits would answer most of the fuzz 429 before the handlers see it: raised for this check.
const site = await startSite({
  port: Number(process.env.FUZZ_PORT ?? process.env.E2E_PORT ?? 4381),
  env: {
    RATE_LIMIT_JOURNEY_SEARCH: '1000000/60',
    RATE_LIMIT_PLACE_SEARCH: '1000000/60',
    RATE_LIMIT_SIGN_IN: '1000000/60',
    RATE_LIMIT_SIGN_UP: '1000000/60',
    RATE_LIMIT_CART_WRITE: '1000000/60',
  },
});
const base = site.base;

/** Values a careless or hostile client sends where a string, number, date, id or list is expected. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '99999999999999999999',
  '3.14',
  'true',
  'null',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF',
  '\uD800',
  'é😀字',
  'x'.repeat(5000),
  '2026-02-30T25:61:00',
  '2026-13-01',
  'T',
  ',,,',
  'a,b,c',
  '-90.5,200',
  'javascript:alert(1)',
  'http://evil.example/',
  '//evil.example',
  '__proto__',
  'constructor',
  // Session 7 audit: dot segments that resolve to //host, dates past year 9999 once a day is added, a day February lacks.
  '/fr/../..//evil.example',
  '/.//evil.example',
  '/\t/evil.example',
  'data:text/html,x',
  '9999-12-31T23:59',
  '9999-12-31',
  '2026-02-29',
  '0000-01-01',
  // Session 9: an offset no clock has passed the page contract and the trip results answered 500.
  '2026-11-26T08:00:00+99:99',
  '2026-11-26T08:00-05:60',
];
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  'x'.repeat(5000),
  [],
  {},
  [null],
  { __proto__: { polluted: 1 } },
  { constructor: { prototype: 1 } },
  [[[[[[[[[[]]]]]]]]]],
  '2026-02-30T25:61:00',
  { $ne: null },
  -1e-320,
];
const BROKEN_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '{"a":1}{"b":2}',
  '\u0000',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  'x'.repeat(60_000),
];

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

function operationsOf(spec: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: operation.parameters ?? [],
        bodyKeys: Object.keys(schema?.properties ?? {}),
      });
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
  if (roll < 0.32)
    return {
      body: 'a=1&b=2',
      contentType: pick(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', '']),
    };
  const body: Record<string, unknown> = {};
  for (const key of op.bodyKeys) if (random() < 0.7) body[key] = random() < 0.5 ? pick(HOSTILE_JSON) : hostileValue();
  if (random() < 0.2) body[hostileValue().slice(0, 40) || 'extra'] = pick(HOSTILE_JSON);
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function apiRequest(op: Operation): LoadRequest {
  let path = op.path.replace(/\{([^}]+)\}/g, () => enc(hostileValue()));
  const query = op.params
    .filter((p) => p.in === 'query' && random() < 0.7)
    .map((p) => `${enc(p.name)}=${enc(hostileValue())}`);
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

/** Page addresses that reach their page (valid ids, a departure place): hostile values of their own parameters go deep. */
const TRIP =
  'fi=subway:127&fv=Times+Sq&flat=40.7559&flon=-73.9871&ti=subway:631&tv=Grand+Central&tlat=40.7519&tlon=-73.9768';
const TRIP_NAMES = [
  'fi',
  'fv',
  'fst',
  'ffv',
  'fpt',
  'flat',
  'flon',
  'ti',
  'tv',
  'tst',
  'tfv',
  'tpt',
  'tlat',
  'tlon',
  'tt',
  'dt',
  'at',
  'rt',
  'm',
  'jsc',
  'rjsc',
  'ws',
  'wd',
  'ft',
  'wc',
  'v[0][i]',
  'v[0][v]',
  'v[0][fv]',
  'v[0][lat]',
  'v[0][lon]',
];
const WIDGET_COMMON = ['partner', 'primary', 'background', 'widget', 'utm_source'];
const LINE_PAGE = ['direction', 'date', 'band', 'stops', 'expand', 'view'];
const CONCRETE_PAGES: { path: string; base?: string; params: string[] }[] = [
  { path: '', params: ['redirect', 'widget'] },
  { path: 'widgets/trip', params: [...WIDGET_COMMON, ...TRIP_NAMES] },
  { path: 'widgets/departures', base: 'stop=subway:127', params: [...WIDGET_COMMON, 'stop', 'stopType'] },
  { path: 'widgets/timetable', base: 'line=subway:1', params: [...WIDGET_COMMON, 'line', ...LINE_PAGE] },
  { path: 'cobranding', params: ['partner', 'widget'] },
  { path: 'cobranding/demo/hudson-books', params: ['partner', 'widget', 'kind'] },
  { path: 'cobranding/demo/widgets-definitions', params: ['partner', 'kind', 'stop', 'line', 'primary', 'background'] },
  { path: 'proximity', params: ['lat', 'lon', 'id'] },
  { path: 'proximity/stopArea/subway:127', params: ['date', 'time', 'line', 'direction'] },
  { path: 'proximity/stopPoint/subway:127N', params: ['date', 'time', 'line', 'direction'] },
  { path: 'schedules', params: ['q'] },
  { path: 'schedules/line/subway:1', params: LINE_PAGE },
  { path: 'trip-planner', params: TRIP_NAMES },
  ...['results', 'preview', 'summary', 'roadmap/j-1'].map((screen) => ({
    path: `trip-planner/${screen}`,
    base: TRIP,
    params: TRIP_NAMES,
  })),
  ...['returns', 'return-preview', 'return-summary'].map((screen) => ({
    path: `trip-planner/${screen}`,
    base: `${TRIP}&tt=1`,
    params: TRIP_NAMES,
  })),
  { path: 'unsubscribe', params: ['u', 's'] },
  { path: 'signedin', params: ['confirm', 'redirect'] },
  { path: 'reset-password', params: ['token'] },
  { path: 'confirm-email', params: ['token'] },
  { path: 'demo-shop', params: ['status', 'product'] },
  { path: 'error', params: ['status'] },
  { path: 'offline', params: ['redirect'] },
  ...['favorites', 'personal-data', 'profile'].map((screen) => ({ path: `account/${screen}`, params: ['redirect'] })),
];

/** Every cookie the server reads, each with a hostile value now and then. */
const COOKIE_NAMES = [
  'locale',
  'nav-context',
  'userToken',
  'userInfos',
  'places-history',
  'theme',
  'banners',
  'cartEmail',
  'consent',
];
function hostileCookies(): string {
  return COOKIE_NAMES.filter(() => random() < 0.5)
    .map((name) => `${name}=${enc(random() < 0.5 ? hostileValue() : (JSON.stringify(pick(HOSTILE_JSON)) ?? ''))}`)
    .join('; ');
}

/** The demo customer's session (signed in once below): pages such as `/?redirect=` only follow it when signed in. */
let sessionCookie = '';

function concretePageRequest(page: (typeof CONCRETE_PAGES)[number]): LoadRequest {
  const lang = pick(['fr', 'en', 'es', 'it', 'de']);
  const query = page.params.filter(() => random() < 0.4).map((name) => `${enc(name)}=${enc(hostileValue())}`);
  // A repeated parameter and an array-looking one now and then: the contract says once, as text.
  if (random() < 0.15) query.push(`${enc(pick(page.params))}=1&${enc(pick(page.params))}=2`);
  if (random() < 0.05) query.push(`${enc(pick(page.params))}[]=x`);
  const fixed = page.base ? [page.base] : [];
  const headers: Record<string, string> = { 'accept-language': pick(['fr', 'xx', '']) };
  const cookies = [sessionCookie && random() < 0.5 ? sessionCookie : '', random() < 0.2 ? hostileCookies() : ''].filter(
    Boolean,
  );
  if (cookies.length) headers.cookie = cookies.join('; ');
  return { method: 'GET', path: joinQuery(`/${lang}/${page.path}`.replace(/\/$/, ''), [...fixed, ...query]), headers };
}

/** The site's other addresses (outside the route table): probes, crawler files, icons, the bare root. `:x` gets a hostile value. */
const OTHER_PATHS = [
  '/',
  '/healthz',
  '/readyz',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/:x',
  '/sitemaps/fr-1.xml',
  '/icons/:x.svg',
  '/icons/search.svg',
  '/widget-embed.js',
  '/bff/openapi.json',
];

function otherRequest(pattern: string): LoadRequest {
  const path = pattern.replace(/:x/g, () => enc(hostileValue()));
  const query = random() < 0.5 ? [`${enc(pick(['redirect', 'widget', 'lang', 'v', 'x']))}=${enc(hostileValue())}`] : [];
  const method = random() < 0.15 ? pick(['POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD']) : 'GET';
  return {
    method,
    path: joinQuery(path, query),
    headers: { origin: base, ...(random() < 0.3 ? { cookie: hostileCookies() } : {}) },
    body: method === 'POST' || method === 'PUT' ? pick(BROKEN_BODIES) : undefined,
  };
}

/** Hostile bodies posted to the one page that takes a form (its own confirmation form): never a 5xx. */
function formPostRequest(): LoadRequest {
  const type = pick([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/json',
    'text/plain',
    '',
  ]);
  const body = type.startsWith('application/x-www')
    ? `u=${enc(hostileValue())}&s=${enc(hostileValue())}&subscribed=${enc(hostileValue())}`
    : pick([...BROKEN_BODIES, '--x\r\nContent-Disposition: form-data; name="u"\r\n\r\n1\r\n--x--', 'u=%&s=%zz']);
  const headers: Record<string, string> = { origin: base };
  if (type) headers['content-type'] = type;
  return { method: 'POST', path: `/${pick(['fr', 'en'])}/unsubscribe`, headers, body };
}

const PAGE_PARAMS = [
  'fi',
  'fv',
  'flat',
  'flon',
  'fpt',
  'ti',
  'tv',
  'tlat',
  'tlon',
  'tpt',
  'dt',
  'at',
  'rt',
  'tt',
  'm',
  'jsc',
  'rjsc',
  'v[0][i]',
  'v[0][lat]',
  'widget',
  'date',
  'direction',
  'ws',
  'wd',
  'ft',
  'wc',
  'redirect',
  'returnUrl',
  'lat',
  'lon',
  'type',
];

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
  if (random() < 0.3) headers.cookie = hostileCookies();
  return { method, path: joinQuery(path, query), headers, body: method === 'POST' ? pick(BROKEN_BODIES) : undefined };
}

/** Raw request targets that must not decode (the requests that killed the server before): sent as they are. */
const MALFORMED_TARGETS = [
  '/%',
  '/fr/%E0%A4%A',
  '/_astro/%ff.js',
  '/bff/%c0%ae',
  '/fr?dt=%',
  '/bff/api/v1/places?search=%zz',
  '/%%',
  '/fr/%C0%80',
];

/**
 * Encoded slashes, dot segments and doubled slashes, sent byte for byte (a URL object would resolve them first): the
 * server must not leave /bff, serve a file from outside the build, or fall over.
 */
const RAW_TARGETS = [
  '/bff/%2e%2e/fr',
  '/bff/../fr',
  '/bff//api/v1/network',
  '/bff/api/v1/lines/..%2F..%2Fnetwork',
  '/bff/api/v1/lines/%2e%2e%2f%2e%2e%2fnetwork',
  '/bff/api/v1/proximity/points/stopArea/a%2Fb',
  '/fr/proximity/stopArea/subway%3A127%2F..%2F..',
  '/fr/schedules/line/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/fr/widgets/%2e%2e',
  '/fr/widgets/trip%2F..%2F..%2Fbff',
  '/fr/cobranding/demo/..%2f..%2f',
  '/_astro/..%2f..%2fpackage.json',
  '/_astro/%2e%2e/%2e%2e/package.json',
  '/icons/..%2f..%2fpackage.json.svg',
  '/icons/%2e%2e%2fserver.svg',
  '/sitemaps/..%2fsitemap.xml',
  '//evil.example/fr',
  '/\\evil.example',
  '/fr/..;/bff',
  '/fr%00',
  '/fr/%0d%0aSet-Cookie:%20x=1',
];

/** Sends a target byte for byte (send() resolves it through URL first). */
function sendRaw(
  target: string,
): Promise<{ status: number | 'error'; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const req = http.request({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', () => resolve({ status: 'error', headers: {}, body: '' }));
    req.end();
  });
}

/** What makes an answer a failure beyond its status: a redirect off the site, a /bff error outside the contract, a 200 error page. */
function answerProblem(
  path: string,
  status: number | string,
  headers: http.IncomingHttpHeaders,
  body: string,
): string | null {
  if (typeof status !== 'number' || status >= 500) return `${status}`;
  const location = headers.location;
  if (status >= 300 && status < 400 && location) {
    const target = new URL(location, base);
    if (target.origin !== base || /^\/\/|^\/\\/.test(location)) return `${status} redirect off the site to ${location}`;
  }
  if (/^\/bff(\/|\?|$)/.test(path) && status >= 400 && body) {
    try {
      const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
      if (typeof error?.code !== 'string' || typeof error.message !== 'string')
        return `${status} /bff error without { error: { code, message } }`;
    } catch {
      return `${status} /bff error that is not JSON (${headers['content-type'] ?? 'no type'})`;
    }
  }
  // The spec's own error route (/{lang}/error) shows that text by design; any other page must not say it with a 200.
  const errorRoute = /^\/[a-z]{2}\/error(\?|$)/.test(path);
  if (
    status === 200 &&
    !errorRoute &&
    /text\/html/.test(headers['content-type'] ?? '') &&
    /Internal server error|Erreur interne du serveur/i.test(body)
  )
    return '200 page saying internal server error';
  return null;
}

const signIn = await send(
  base,
  {
    method: 'POST',
    path: '/bff/auth/signin',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@transit.example', password: 'demo-traveller-2026' }),
  },
  undefined,
  30_000,
);
sessionCookie = (
  [signIn.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('userToken=')) ?? ''
).split(';')[0];
if (!sessionCookie)
  console.warn(`check:fuzz: the demo sign-in answered ${signIn.status}: pages are fuzzed signed out only`);

// A run of the board's first departure at Times Square: its trip page is fuzzed like the other concrete pages.
const board = await send(base, { path: '/bff/api/v1/stopBoards/stopArea/subway:127?limit=1' }, undefined, 30_000);
const departure = board.status === 200 ? JSON.parse(board.body).groups?.[0]?.departures?.[0] : undefined;
if (!departure?.tripId)
  throw new Error(`check:fuzz: the board of subway:127 answered ${board.status} with no departure`);
CONCRETE_PAGES.push({
  path: `trip/${encodeURIComponent(departure.tripId)}`,
  base: `date=${departure.departureTime.slice(0, 10)}`,
  params: ['date', 'stop'],
});

const specAnswer = await send(base, { path: '/bff/openapi.json' }, undefined, 30_000);
if (specAnswer.status !== 200) throw new Error(`GET /bff/openapi.json answered ${specAnswer.status}`);
const operations = operationsOf(JSON.parse(specAnswer.body));
const pages = pageRoutes();

const requests: LoadRequest[] = [...MALFORMED_TARGETS.map((path) => ({ path })), { method: 'TRACE', path: '/fr' }];
for (let i = 0; i < perTarget; i++) {
  for (const op of operations) requests.push(apiRequest(op));
  for (const pattern of pages) requests.push(pageRequest(pattern));
  for (const page of CONCRETE_PAGES) requests.push(concretePageRequest(page));
  for (const pattern of OTHER_PATHS) requests.push(otherRequest(pattern));
  requests.push(formPostRequest());
}

// The attacks that found bugs (session 7 audit), sent every run whatever the seed: a date past year 9999 or a day
// February lacks to every operation that reads a date, a redirect whose dot segments resolve to //host while signed in.
for (const op of operations) {
  for (const param of op.params.filter((p) => p.in === 'query' && /date/i.test(p.name))) {
    for (const value of ['9999-12-31T23:59', '9999-12-31', '2026-02-30', '2026-02-29', '0000-01-01T00:00']) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        /type/i.test(name) ? 'stopArea' : /line/i.test(name) ? 'subway:1' : 'subway:127',
      );
      const line =
        op.params.some((p) => p.name === 'line') && param.name !== 'line' ? '&line=subway:1&direction=0' : '';
      const near = op.params.some((p) => p.name === 'lat') ? '&lat=40.75&lon=-73.98' : '';
      requests.push({
        method: op.method,
        path: `/bff${path}?${param.name}=${value}${line}${near}`,
        headers: { origin: base },
      });
    }
  }
}
for (const target of [
  '/fr/../..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
]) {
  requests.push({ path: `/fr?redirect=${enc(target)}`, headers: sessionCookie ? { cookie: sessionCookie } : {} });
}

// Every route of the table must have a concrete address above (a new page joins the list, or this check says so).
const uncovered = pages.filter(
  (pattern) => !CONCRETE_PAGES.some((page) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(page.path)),
);
if (uncovered.length) {
  console.error(`check:fuzz: page routes without a concrete address in CONCRETE_PAGES: ${uncovered.join(', ')}`);
  await site.stop();
  process.exit(1);
}

console.log(
  `check:fuzz against ${base}: ${operations.length} API operations, ${pages.length} page routes (${CONCRETE_PAGES.length} concrete addresses), ${OTHER_PATHS.length} other addresses, ${RAW_TARGETS.length} raw targets, ${requests.length} requests (${perTarget} each), seed ${values.seed}`,
);
const statuses = new Map<string, number>();
const failures: string[] = [];
for (const target of RAW_TARGETS) {
  const answer = await sendRaw(target);
  statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
  const problem = answerProblem(target, answer.status, answer.headers, answer.body);
  if (problem) failures.push(`${problem} GET ${target} (raw) → ${answer.body.slice(0, 200)}`);
  else if (answer.status === 200 && /"name"\s*:\s*"transit-traveller-site"|root:x:0/.test(answer.body))
    failures.push(`GET ${target} (raw) served a file from outside the build`);
}
// The time budget is for the requests, not for starting the site (which a busy machine makes slow).
const deadline = Date.now() + Number(values.seconds) * 1000;
let next = 0;
let sent = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < requests.length && Date.now() < deadline) {
      const request = requests[next++];
      const answer = await send(base, request, undefined, 30_000);
      sent += 1;
      statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
      const problem = answerProblem(request.path, answer.status, answer.headers, answer.body);
      if (problem) {
        failures.push(
          `${problem} ${request.method ?? 'GET'} ${request.path.slice(0, 200)} ${request.body ? `body ${JSON.stringify(request.body.slice(0, 120))}` : ''} → ${answer.body.slice(0, 200)}`,
        );
      }
    }
  }),
);

const alive = site.alive() && (await send(base, { path: '/fr' }, undefined, 30_000)).status === 200;
console.log(
  `sent ${sent} of ${requests.length}${sent < requests.length ? ' (time limit reached)' : ''}; statuses: ${formatStatuses(statuses)}`,
);
for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
await site.stop();
if (!alive) console.error(`the server is down after the fuzz\n${site.output()}`);
if (failures.length || !alive) process.exit(1);
console.log('no 5xx, no redirect off the site, /bff errors all JSON, server alive');
