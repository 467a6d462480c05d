import { describe, expect, it } from 'vitest';
import { endlessBody } from '../test-support/endless-body.ts';
import { proxyBffRequest, type ProxyContext } from './bff-proxy.ts';

const SITE = 'http://site.test';

function recordingBackend(answer: (request: Request) => Response = () => Response.json({ ok: true })) {
  const seen: Request[] = [];
  const context: ProxyContext = {
    clientAddress: '203.0.113.9',
    target: { mode: 'embedded', timeoutMs: 1000 },
    embeddedFetch: async (request) => {
      seen.push(request);
      return answer(request);
    },
  };
  return { seen, context };
}

describe('bff proxy (embedded mode)', () => {
  it('turns the HttpOnly cookie into a bearer token and never forwards cookies, keys or spoofed addresses', async () => {
    const { seen, context } = recordingBackend();
    await proxyBffRequest(
      new Request(`${SITE}/bff/api/v1/favorites?x=1`, {
        headers: {
          cookie: 'userToken=tok123; other=1',
          'accept-language': 'de-DE,de;q=0.9',
          'x-api-key': 'from-browser',
          'x-forwarded-for': '10.0.0.1',
        },
      }),
      context,
    );
    const forwarded = seen[0];
    expect(new URL(forwarded.url).pathname + new URL(forwarded.url).search).toBe('/bff/api/v1/favorites?x=1');
    expect(forwarded.headers.get('authorization')).toBe('Bearer tok123');
    expect(forwarded.headers.get('cookie')).toBeNull();
    expect(forwarded.headers.get('x-api-key')).toBeNull();
    expect(forwarded.headers.get('accept-language')).toBe('de');
    expect(forwarded.headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('refuses a cross-origin write that rides on the cookie', async () => {
    const { seen, context } = recordingBackend();
    const response = await proxyBffRequest(
      new Request(`${SITE}/bff/api/v1/favorites`, {
        method: 'POST',
        headers: { cookie: 'userToken=tok', origin: 'http://evil.test', 'content-type': 'application/json' },
        body: '{}',
      }),
      context,
    );
    expect(response.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it('accepts a same-origin write', async () => {
    const { seen, context } = recordingBackend();
    const response = await proxyBffRequest(
      new Request(`${SITE}/bff/api/v1/favorites`, {
        method: 'POST',
        headers: { cookie: 'userToken=tok', origin: SITE, host: 'site.test', 'content-type': 'application/json' },
        body: '{"type":"LINE","id":"A"}',
      }),
      context,
    );
    expect(response.status).toBe(200);
    expect(await seen[0].json()).toEqual({ type: 'LINE', id: 'A' });
  });

  it('caps request bodies', async () => {
    const { context } = recordingBackend();
    const response = await proxyBffRequest(
      new Request(`${SITE}/bff/api/trip-planner/v2/journeys/search`, { method: 'POST', body: 'x'.repeat(70_000) }),
      context,
    );
    expect(response.status).toBe(413);
  });

  it('treats a userToken cookie that cannot go into a header (forged non-ASCII) as no token, instead of throwing', async () => {
    const { context, seen } = recordingBackend();
    const response = await proxyBffRequest(
      new Request(`${SITE}/bff/api/v1/network`, { headers: { cookie: 'userToken=%EF%BF%BF' } }),
      context,
    );
    expect(response.status).toBe(200);
    expect(seen[0].headers.get('authorization')).toBeNull();
  });

  it('stops a chunked body at the cap while it streams, never reading it whole', async () => {
    const { context } = recordingBackend();
    const { body, pulled } = endlessBody();
    const response = await proxyBffRequest(
      new Request(`${SITE}/bff/api/trip-planner/v2/journeys/search`, {
        method: 'POST',
        body,
        duplex: 'half',
      } as RequestInit),
      context,
    );
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(128 * 1024);
  });

  it('moves the token of a sign-in answer into an HttpOnly cookie and follows only a same-site redirect', async () => {
    const { context } = recordingBackend(() =>
      Response.json({
        accessToken: 'secret-token',
        expiresAt: '2030-01-01T00:00:00.000Z',
        user: { firstName: 'Ada', lastName: 'Lovelace', attributes: {} },
      }),
    );
    const signIn = (redirectTo: string) =>
      proxyBffRequest(
        new Request(`${SITE}/bff/auth/signin`, {
          method: 'POST',
          headers: { origin: SITE, host: 'site.test', 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@b.c', password: 'x', redirectTo }),
        }),
        context,
      );
    const response = await signIn('/fr/account/favorites?tab=1');
    const text = await response.text();
    expect(text).not.toContain('secret-token');
    expect(JSON.parse(text).redirectTo).toBe('/fr/account/favorites?tab=1');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('userToken='))).toMatch(/userToken=secret-token;.*SameSite=Lax; HttpOnly$/);
    expect(cookies.find((c) => c.startsWith('userInfos='))).not.toContain('HttpOnly');
    expect(JSON.parse(await (await signIn('//evil.test/x')).text()).redirectTo).toBeNull();
    expect(JSON.parse(await (await signIn('https://evil.test/')).text()).redirectTo).toBeNull();
  });

  it('marks cookies Secure when served over https', async () => {
    const { context } = recordingBackend(() =>
      Response.json({
        accessToken: 't',
        expiresAt: '2030-01-01T00:00:00.000Z',
        user: { firstName: 'A', lastName: 'B', attributes: {} },
      }),
    );
    const response = await proxyBffRequest(
      new Request('https://site.test/bff/auth/signin', {
        method: 'POST',
        headers: { origin: 'https://site.test', host: 'site.test', 'content-type': 'application/json' },
        body: '{}',
      }),
      context,
    );
    expect(response.headers.getSetCookie().every((c) => c.includes('Secure'))).toBe(true);
  });

  it('clears both cookies on logout and when the token is refused', async () => {
    const { context } = recordingBackend(() =>
      Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
    );
    const response = await proxyBffRequest(
      new Request(`${SITE}/bff/me`, { headers: { cookie: `userToken=expired; visitor=${'v'.repeat(22)}` } }),
      context,
    );
    expect(response.status).toBe(401);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies.every((c) => c.includes('Expires=Thu, 01 Jan 1970'))).toBe(true);
  });
});

describe('anonymous visitor cookie', () => {
  it('is minted for a page visitor without one, never for a call a widget makes', async () => {
    const { context } = recordingBackend(() => Response.json({ ok: true }));
    const fromPage = await proxyBffRequest(
      new Request(`${SITE}/bff/api/v1/network`, { headers: { referer: `${SITE}/en/schedules` } }),
      context,
    );
    expect(fromPage.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['visitor']);
    const fromWidget = await proxyBffRequest(
      new Request(`${SITE}/bff/api/v1/network`, { headers: { referer: `${SITE}/en/trip-planner?widget=true` } }),
      context,
    );
    expect(fromWidget.headers.getSetCookie()).toEqual([]);
    const fromWidgetRoute = await proxyBffRequest(
      new Request(`${SITE}/bff/api/v1/places?q=times`, {
        headers: { referer: `${SITE}/de/widgets/trip?partner=hudson-books` },
      }),
      context,
    );
    expect(fromWidgetRoute.headers.getSetCookie()).toEqual([]);
  });
});

describe('bff proxy (connected mode)', () => {
  it('adds the API key and answers 502 when the operator BFF is unreachable', async () => {
    const response = await proxyBffRequest(new Request(`${SITE}/bff/core/v1/banners`), {
      target: {
        mode: 'connected',
        bffUrl: 'http://127.0.0.1:9',
        ssrBffUrl: 'http://127.0.0.1:9',
        apiKey: 'k',
        timeoutMs: 2000,
      },
      embeddedFetch: () => Promise.reject(new Error('not used')),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: 'upstream_unreachable', message: 'The BFF could not be reached' },
    });
  });
});

describe('userInfos cookie', () => {
  it('keeps only the names when the attributes would make the cookie too large for browsers', async () => {
    const { userInfosCookie } = await import('./auth-cookies.ts');
    const attributes = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`note${i}`, 'x'.repeat(200)]));
    const cookie = userInfosCookie(
      { firstName: 'Ada', lastName: 'Lovelace', attributes },
      { secure: false, expires: new Date('2030-01-01') },
    );
    expect(cookie.length).toBeLessThan(4096);
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0].slice('userInfos='.length)))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      attributes: { firstName: 'Ada', lastName: 'Lovelace' },
    });
  });
});
