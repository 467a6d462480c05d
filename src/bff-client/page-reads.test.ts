import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSiteConfig } from '../config/site-config.ts';
import { upstreams } from '../middleware/upstreams.ts';
import { isSignedIn } from '../middleware/session.ts';
import { pageBanners } from './page-reads.ts';
import { startTestUpstream, type TestUpstream } from '../test-support/misbehaving-upstream.ts';

/**
 * Connected mode: a signed-in page's session check and announcement banners go to the operator's BFF side by side.
 * The stand-in BFF holds its answers until three requests (these two and the network info) are in flight, and
 * records which ones overlapped: a page that asked one after the other would be seen with one at a time.
 */
let bff: TestUpstream;
beforeAll(async () => {
  bff = await startTestUpstream();
  bff.holdUntil(3);
  process.env.BFF_URL = `${bff.url}/hold`;
  process.env.USER_WEB_URL = `${bff.url}/hold`; // the account calls (/me) go to the user-web service
});
afterAll(async () => {
  delete process.env.BFF_URL;
  delete process.env.USER_WEB_URL;
  await bff.close();
});

describe('page reads', () => {
  it('run the session check and the banners together', async () => {
    const request = new Request('http://site.test/fr/schedules');
    const context = {
      request,
      url: new URL(request.url),
      cookies: { get: (name: string) => (name === 'userToken' ? { value: 'token-1' } : undefined), delete: () => {} },
      locals: {
        lang: 'fr',
        site: parseSiteConfig({ banners: { enabled: true } }),
        isWidget: false,
      } as unknown as App.Locals,
    };
    await upstreams(context as never, async () => new Response('page'));
    expect(context.locals.deadline?.remaining()).toBeGreaterThan(0);
    // Nothing but the middleware has asked yet: both requests must already be on their way.
    await vi.waitFor(() => expect([bff.hits('/hold/me'), bff.hits('/hold/core/v1/banners')]).toEqual([1, 1]), {
      timeout: 1000,
    });
    // Components asking later get the reads under way, not new ones.
    await Promise.all([isSignedIn(context as never), pageBanners(context as never)]);
    expect([bff.hits('/hold/me'), bff.hits('/hold/core/v1/banners')]).toEqual([1, 1]);
    expect(bff.overlapped('/hold/me?attributes', '/hold/core/v1/banners')).toBe(true);
    // The session check is the spec's account fetch (section 7): GET {userweb}/me?attributes.
    expect(bff.hits('/hold/me?attributes')).toBe(1);
  });
});
