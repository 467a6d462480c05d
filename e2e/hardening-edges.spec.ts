import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { sampleNetwork, startNode, stopNode, waitUntilReady, type SiteNode } from './site-nodes.ts';

/** Hardening of the edges (issue 11 part B) as a client sees it over HTTP: page queries, cookies, caching, origins. */
const TRIP =
  'fi=subway:127&fv=Times+Sq&flat=40.7559&flon=-73.9871&ti=subway:631&tv=Grand+Central&tlat=40.7519&tlon=-73.9768';

/** How each language's 400 page begins its technical line, up to the parameter's name. */
const BAD_REQUEST = {
  en: 'Bad Request: ',
  fr: 'Requête invalide : (la valeur de )?',
  es: 'Solicitud incorrecta: (el valor de )?',
  it: 'Richiesta non valida: (il valore di )?',
  de: 'Ungültige Anfrage: (der Wert von )?',
} as const;

test.describe('page query parameters', () => {
  for (const [lang, query, title] of [
    ['fr', `${TRIP}&dt=garbage`, 'Adresse incomplète ou erronée'],
    ['en', `${TRIP}&at=2026-13-45T99:00`, 'This link is not valid'],
    ['de', `${TRIP}&tt=1&rt=nope`, 'Dieser Link ist ungültig'],
    ['es', TRIP.replace('flat=40.7559&flon=-73.9871', 'flat=&flon='), 'Este enlace no es válido'],
    // Session 9: an impossible offset passed the contract and the results page answered 500 (Invalid time value).
    ['it', `${TRIP}&dt=2026-11-26T08:00:00%2B99:99`, 'Questo link non è valido'],
    // Session 10: a year not starting with 1 or 2 (spec section 5) was planned on a shifted timetable as if real.
    ['en', `${TRIP}&dt=3026-11-26T08:00`, 'This link is not valid'],
  ] as const) {
    test(`a bad value answers the localized 400 page, never a 200 error body (${lang}: ${query.slice(TRIP.length + 1) || 'empty coordinates'})`, async ({
      request,
    }) => {
      const response = await request.get(`/${lang}/trip-planner/results?${query}`, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(response.statusText()).toBe('Bad Request');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(title);
      // The technical line too is in the page's language (it was English on every page).
      expect(html).toMatch(new RegExp(`data-testid="error-message">${BAD_REQUEST[lang]}(dt|at|rt|flat|flon) `));
    });
  }

  // Session 8: a bad date or band on a line page (or the timetable widget) was titled 'Page not found' / 'identifier not
  // valid', as an unknown line is.
  for (const [path, title, notTitle] of [
    ['/fr/schedules/line/subway:1?date=2026-13-01', 'Adresse incomplète ou erronée', 'Page introuvable'],
    ['/de/schedules/line/subway:1?band=xyz', 'Dieser Link ist ungültig', 'Seite nicht gefunden'],
    ['/en/widgets/timetable?line=subway:1&date=2026-13-01', 'This link is not valid', 'Page not found'],
    // Session 9: a repeated parameter was read as its last value here, refused by the timetable widget.
    ['/es/schedules/line/subway:1?band=all&band=early', 'Este enlace no es válido', 'Página no encontrada'],
  ] as const) {
    test(`a line timetable with a bad value says the link is not valid (${path})`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title>${title} - `));
      expect(html).toContain(`>${title}</h1>`);
      expect(html).not.toContain(notTitle);
      const lang = path.split('/')[1] as keyof typeof BAD_REQUEST;
      expect(html).toMatch(new RegExp(`data-testid="error-message">${BAD_REQUEST[lang]}(date|band)`));
    });
  }

  // Session 9: every query the guards refuse (and a refused method) is shown by the error route, whose tab title said
  // 'Error' over the page's 'This link is not valid': the title a screen reader reads first now says the same.
  for (const [method, path, title] of [
    ['GET', '/es/proximity?partner=x%20y', 'Este enlace no es válido'],
    ['GET', '/en/widgets/departures?stop=subway:127&stop=subway:101', 'This link is not valid'],
    ['GET', '/en/error?status=404', 'Page not found'],
    ['DELETE', '/de/schedules', 'Methode nicht erlaubt'],
  ] as const) {
    test(`the error route is titled by what it shows (${method} ${path})`, async ({ request, baseURL }) => {
      const response = await request.fetch(path, { method, headers: { Origin: baseURL! }, maxRedirects: 0 });
      const html = await response.text();
      expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]).toBe(title);
      expect(html).toContain(`<title>${title} - `);
    });
  }

  test('an unknown line is still the 404 page', async ({ request }) => {
    const response = await request.get('/en/schedules/line/nope', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('>Page not found</h1>');
  });

  // Session 8: the form refuses these; a link did not, and the results said 'no journey found' with stops to go from.
  for (const [lang, query, message] of [
    [
      'en',
      'fi=subway:127&fv=Times+Sq&flat=40.7559&flon=-73.9871&ti=subway:127&tv=Times+Sq&tlat=40.7559&tlon=-73.9871',
      'Departure and arrival are the same place.',
    ],
    [
      'it',
      `${TRIP}&v[0][i]=subway:631&v[0][v]=Grand+Central&v[0][lat]=40.7519&v[0][lon]=-73.9768`,
      'Il luogo intermedio deve essere diverso da partenza e arrivo.',
    ],
  ] as const) {
    test(`results of a link the form would refuse say why and search nothing (${lang})`, async ({ request }) => {
      const response = await request.get(`/${lang}/trip-planner/results?${query}`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-testid="search-blocker">${message}</p>`);
      // No list at all (no Earlier/Later, no 'no journey found' with suggestions).
      expect(html).not.toContain('data-testid="list-later"');
      expect(html).not.toContain('data-testid="no-journey"');
    });
  }

  test('the spec redirect still comes first: no departure place goes home', async ({ request }) => {
    const response = await request.get('/fr/trip-planner/results?dt=garbage', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/fr');
  });
});

test('every cookie the site sets carries Secure over https (behind a TLS proxy)', async ({ request }) => {
  const response = await request.get('/en/schedules', { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
  const cookies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
  expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['locale', 'nav-context']);
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  const plain = await request.get('/it/schedules', { maxRedirects: 0 });
  for (const header of plain.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie'))
    expect(header.value).not.toMatch(/Secure/i);
});

test('account pages and account APIs are never stored', async ({ request }) => {
  const signIn = await request.post('/bff/auth/signin', {
    data: { email: 'demo@transit.example', password: 'demo-traveller-2026' },
    headers: { origin: `http://127.0.0.1:${new URL(test.info().project.use.baseURL!).port}` },
  });
  expect(signIn.status()).toBe(200);
  expect(signIn.headers()['cache-control']).toBe('no-store');
  for (const path of [
    '/fr/account/profile',
    '/fr/account/favorites',
    '/bff/me',
    '/bff/api/v1/favorites',
    '/bff/store/cart',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
  expect((await request.get('/fr/schedules')).headers()['cache-control']).toBe('private, no-cache');
});

test('canonical and hreflang never name the Host header of the request', async ({ request }) => {
  const html = await (await request.get('/en/schedules', { headers: { host: 'evil.example' } })).text();
  expect(html).not.toContain('evil.example');
  expect(html).not.toContain('rel="canonical"');
  const local = await (await request.get('/en/schedules')).text();
  expect(local).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/en\/schedules"/);
});

test('sign-up answers a registered address exactly like a new one; a used confirmation link says so', async ({
  request,
  baseURL,
}) => {
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const body = { password: 'a long enough password', firstName: 'Eve', lastName: 'Probe' };
  const taken = await request.post('/bff/auth/signup', { headers, data: { ...body, email: 'demo@transit.example' } });
  const fresh = await request.post('/bff/auth/signup', {
    headers,
    data: { ...body, email: `e2e-probe-${Date.now()}@example.org` },
  });
  expect([taken.status(), fresh.status()]).toEqual([202, 202]);
  expect(await taken.text()).toBe(await fresh.text());
  expect(taken.headers()['set-cookie'] ?? '').not.toContain('userToken');

  const page = await request.get(`/en/signedin?confirm=${'A'.repeat(43)}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('This confirmation link has expired or was already used.');
});

test.describe('session 7 audit', () => {
  test('a page answers only GET and HEAD (the unsubscribe page also its form POST): other methods get the 405 page', async ({
    request,
    baseURL,
  }) => {
    const headers = { origin: baseURL! };
    for (const [method, path, allow] of [
      ['POST', '/fr', 'GET, HEAD'],
      ['POST', '/', 'GET, HEAD'],
      ['PUT', '/en/demo-shop', 'GET, HEAD'],
      ['DELETE', '/de/schedules', 'GET, HEAD'],
      ['PATCH', '/it/unsubscribe', 'GET, HEAD, POST'],
      ['POST', '/en/widgets/trip', 'GET, HEAD'],
    ] as const) {
      const response = await request.fetch(path, { method, headers, data: 'a=1', maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe(allow);
      expect(await response.text()).toContain(`data-testid="error-message">Method Not Allowed: ${method}`);
    }
    const options = await request.fetch('/fr/schedules', { method: 'OPTIONS' });
    expect([options.status(), options.headers().allow]).toEqual([204, 'GET, HEAD']);
    expect((await request.get('/fr')).status()).toBe(200);
  });

  test('the unsubscribe page answers a POST that is not a form with the 400 page, not a 500', async ({
    request,
    baseURL,
  }) => {
    for (const [contentType, body] of [
      ['application/json', '{"u":"1","s":"x"}'],
      ['multipart/form-data; boundary=x', 'garbage'],
      ['text/plain', 'u=1'],
    ]) {
      const response = await request.post('/en/unsubscribe', {
        headers: { origin: baseURL!, 'content-type': contentType },
        data: body,
      });
      expect(response.status(), contentType).toBe(400);
      expect(await response.text()).toContain('Bad Request: body: expected this page&#39;s form');
    }
    const tampered = await request.post('/en/unsubscribe', {
      headers: { origin: baseURL! },
      form: { u: '1', s: 'A'.repeat(43) },
    });
    expect(tampered.status()).toBe(400);
  });

  test('after sign-in, a redirect whose dot segments resolve to //host stays on the site', async ({
    request,
    baseURL,
  }) => {
    const signIn = await request.post('/bff/auth/signin', {
      headers: { origin: baseURL! },
      data: { email: 'demo@transit.example', password: 'demo-traveller-2026', redirectTo: '/fr/../..//evil.example' },
    });
    expect(signIn.status()).toBe(200);
    expect((await signIn.json()).redirectTo).toBeNull();
    for (const target of ['/fr/../..//evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
      const response = await request.get(`/?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(302);
      expect(response.headers().location, target).toBe('/fr');
    }
  });
});

test('a shared link with a time without offset shows the time it searched (network zone, not the server zone)', async ({
  request,
}) => {
  const html = await (await request.get(`/en/trip-planner/results?${TRIP}&dt=2026-11-26T11:59`)).text();
  expect(html).toContain('Leaving Thursday, November 26 at 11:59 AM');
});

test.describe('a journey search refused for load', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let network: ReturnType<typeof sampleNetwork> | undefined;
  let node: SiteNode | undefined;
  test.beforeAll(async () => {
    network = sampleNetwork();
    // Counted by address alone: the test client keeps the visitor cookie the first answer sets, which opens a visitor's own bucket.
    node = await startNode('one search per 10 min', {
      ...network.env,
      RATE_LIMIT_JOURNEY_SEARCH: '1/600',
      RATE_LIMIT_ADDRESS_FACTOR: '1',
    });
    await waitUntilReady(node);
  });
  test.afterAll(async () => {
    if (node) await stopNode(node);
    network?.remove();
  });

  test('answers the translated 429 page with Retry-After, not a 200 "no journey found"', async ({ request }) => {
    const trip = (time: string) =>
      `${node!.origin}/fr/trip-planner/results?fi=sample:airport&fv=Airport&flat=52.365&flon=13.511&ti=sample:museum&tv=Museum&tlat=52.44572&tlon=13.43657&dt=2026-11-26T${time}`;
    expect((await request.get(trip('10:00'))).status()).toBe(200);
    const refused = await request.get(trip('10:05'));
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Trop de recherches');
    expect(html).toMatch(/data-testid="error-message">Too Many Requests: retry in \d+ s/);
  });
});

test.describe('cross-site form posts (session 8)', () => {
  test("a page answers the translated 403 error page, not a text/plain line; the site's own form and /bff are unchanged", async ({
    request,
    baseURL,
  }) => {
    for (const [lang, title] of [
      ['fr', 'Formulaire envoyé depuis un autre site'],
      ['en', 'Form sent from another site'],
      ['es', 'Formulario enviado desde otro sitio'],
      ['it', 'Modulo inviato da un altro sito'],
      ['de', 'Formular von einer anderen Website gesendet'],
    ]) {
      const refused = await request.post(`/${lang}/unsubscribe?u=1&s=${'A'.repeat(43)}`, {
        headers: { origin: 'https://evil.example' },
        form: { u: '1', s: 'A'.repeat(43) },
      });
      expect(refused.status(), lang).toBe(403);
      expect(refused.headers()['content-type']).toMatch(/^text\/html/);
      expect(refused.headers()['cache-control']).toBe('no-store');
      const html = await refused.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(title);
      expect(html).toContain('data-testid="error-message">Forbidden: cross-site POST form submission');
    }
    // Without an Origin (a form post some browsers send bare), and on a page that takes no POST at all.
    const bare = await request.fetch('/de/schedules', { method: 'DELETE', maxRedirects: 0 });
    expect([bare.status(), (await bare.text()).includes('Formular von einer anderen Website gesendet')]).toEqual([
      403,
      true,
    ]);
    const home = await request.post('/', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: 'x',
    });
    expect(home.status()).toBe(403);
    // The site's own unsubscribe form still reaches its page (a tampered signature: its 400).
    expect(
      (
        await request.post('/en/unsubscribe', { headers: { origin: baseURL! }, form: { u: '1', s: 'A'.repeat(43) } })
      ).status(),
    ).toBe(400);
    // /bff keeps its JSON refusal.
    const api = await request.post('/bff/api/v1/favorites', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: 'x',
    });
    expect([api.status(), (await api.json()).error.code]).toEqual([403, 'cross_origin_write']);
  });
});

test.describe('connected mode (BFF_URL): /bff refusals', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let network: ReturnType<typeof sampleNetwork> | undefined;
  let node: SiteNode | undefined;
  let operatorBff: http.Server | undefined;
  const reached: string[] = [];
  test.beforeAll(async () => {
    // A stand-in for the operator's BFF: answers every call with an empty banner list and notes what reached it.
    operatorBff = http.createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"banners":[]}');
    });
    await new Promise<void>((resolve) => operatorBff!.listen(0, '127.0.0.1', resolve));
    network = sampleNetwork();
    node = await startNode('connected', {
      ...network.env,
      BFF_URL: `http://127.0.0.1:${(operatorBff.address() as AddressInfo).port}`,
    });
    await waitUntilReady(node);
  });
  test.afterAll(async () => {
    if (node) await stopNode(node);
    network?.remove();
    operatorBff?.closeAllConnections();
    await new Promise((resolve) => operatorBff?.close(resolve) ?? resolve(undefined));
  });

  test('a cross-site form post or a bare DELETE gets the JSON 403 cross_origin_write, as in embedded mode; reads are proxied', async ({
    request,
  }) => {
    const origin = node!.origin;
    for (const [method, path, headers] of [
      [
        'POST',
        '/bff/api/v1/favorites',
        { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      ],
      ['DELETE', '/bff/api/v1/favorites/f1', {}],
    ] as const) {
      const refused = await request.fetch(`${origin}${path}`, {
        method,
        headers,
        data: method === 'POST' ? 'a=1' : undefined,
      });
      expect(refused.status(), `${method} ${path}`).toBe(403);
      expect(refused.headers()['content-type']).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({
        error: { code: 'cross_origin_write', message: 'Cross-origin writes are refused: send the Origin of this site' },
      });
    }
    expect(reached.filter((call) => !call.startsWith('GET'))).toEqual([]);
    const read = await request.get(`${origin}/bff/core/v1/banners`);
    expect([read.status(), await read.json()]).toEqual([200, { banners: [] }]);
    expect(reached).toContain('GET /core/v1/banners');
  });
});
