import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSiteConfig } from '../../config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT } from '../../domain/navigation-context.ts';
import { getRoute } from '../../domain/route-table.ts';
import { getT } from '../../i18n/index.ts';
import ChromeFooter from './ChromeFooter.astro';

// The footer reads the network's time zone from the network info; here a New York network.
vi.mock('../../bff-client/network-info.ts', () => ({ ssrNetworkInfo: async () => ({ timezone: 'America/New_York' }) }));

afterEach(() => vi.useRealTimers());

describe('ChromeFooter copyright year', () => {
  it("is the network's current year: on New Year's Eve evening in New York it does not show next year yet", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T03:00:00Z'));
    const container = await AstroContainer.create();
    const locals = {
      lang: 'en',
      t: getT('en'),
      route: getRoute('schedules'),
      params: {},
      notFound: null,
      user: null,
      isWidget: false,
      navigation: { ...EMPTY_NAVIGATION_CONTEXT },
      theme: 'system',
      site: parseSiteConfig({}),
    } as unknown as App.Locals;
    const html = await container.renderToString(ChromeFooter, {
      request: new Request('http://site.test/en/schedules'),
      locals,
      props: { items: [] },
    });
    expect(html).toContain('© 2026 ');
    expect(html).not.toContain('2027');
  });
});
