import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSiteConfig } from '../../config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT, type NavigationContext } from '../../domain/navigation-context.ts';
import { getRoute } from '../../domain/route-table.ts';
import { getT, type Lang } from '../../i18n/index.ts';
import ChromeFooter from './ChromeFooter.astro';
import ChromeHeader from './ChromeHeader.astro';
import ChromeSidebar from './ChromeSidebar.astro';

// Server rendering of the chrome from a site configuration that uses every component of this issue.
const site = parseSiteConfig({
  components: [
    { name: 'TopLogo', slot: 'header', variant: { mobile: 'icon' } },
    { name: 'contextual-link', slot: 'header', order: 1, props: { context: 'proximity' } },
    {
      name: 'header-link',
      slot: 'header',
      position: 'end',
      devices: ['desktop'],
      props: { label: 'Shop', link: 'https://shop.example/' },
    },
    { name: 'vertical-divider', slot: 'header', position: 'end', order: 1, devices: ['desktop', 'tablet'] },
    {
      name: 'simple-link',
      slot: 'inner-menu',
      devices: ['mobile'],
      props: { label: 'footer.cookies', route: 'schedules', icon: 'clock' },
    },
    {
      name: 'social-networks',
      slot: 'inner-menu',
      position: 'end',
      props: {
        links: [
          { network: 'facebook', url: 'https://facebook.example/net' },
          { network: 'x', url: 'javascript:alert(1)' },
        ],
      },
    },
    {
      name: 'mobile-apps-badges',
      slot: 'inner-menu',
      position: 'end',
      props: { appStoreUrl: 'https://apps.example/ios', googlePlayUrl: 'http://insecure.example' },
    },
    {
      name: 'additional-logos',
      slot: 'inner-menu',
      position: 'end',
      props: { logos: [{ url: '/logos/region.svg', alt: 'header.sponsorLogos.label' }] },
    },
    {
      name: 'sponsor-logos',
      slot: 'inner-menu',
      position: 'end',
      props: { logos: [{ url: '/logos/city.svg', link: 'https://city.example', alt: 'City' }] },
    },
    { name: 'account-menu', slot: 'header', position: 'end', needsAuth: true, devices: [] },
    { name: 'weather-widget', slot: 'header' },
    {
      name: 'sidebar-link',
      slot: 'sidebar',
      props: { route: 'schedules', icon: 'clock', label: 'common.nav.schedules' },
    },
    {
      name: 'sidebar-link',
      slot: 'sidebar',
      order: 1,
      props: { route: 'proximity', icon: 'pin', label: 'common.nav.proximity' },
    },
    { name: 'sidebar-link', slot: 'sidebar', position: 'end', props: { link: 'https://help.example', label: 'Help' } },
  ],
});

function locals(lang: Lang, overrides: Partial<App.Locals> = {}): App.Locals {
  return {
    lang,
    t: getT(lang),
    route: getRoute('schedules-line-id'),
    params: { id: 'L1' },
    notFound: null,
    user: null,
    isWidget: false,
    navigation: { ...EMPTY_NAVIGATION_CONTEXT } as NavigationContext,
    theme: 'system',
    site,
    ...overrides,
  } as App.Locals;
}

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
afterEach(() => vi.restoreAllMocks());

/** Rendered HTML without the dev-only source annotations. */
const render = async (
  component: Parameters<AstroContainer['renderToString']>[0],
  path: string,
  options: { locals: App.Locals; props?: Record<string, unknown> },
) =>
  (await container.renderToString(component, { request: new Request(`http://site.test${path}`), ...options })).replace(
    / data-astro-source-(file|loc)="[^"]*"/g,
    '',
  );

describe('ChromeHeader', () => {
  it('places components by slot and device, logs an unknown name once and skips it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await render(ChromeHeader, '/en/schedules/line/L1', { locals: locals('en') });
    await render(ChromeHeader, '/en/schedules/line/L1', { locals: locals('en') });
    expect(errors.mock.calls.filter((call) => call.join(' ').includes('weather-widget'))).toHaveLength(1);

    expect(html).toContain('data-chrome="top-logo"');
    expect(html).toContain('aria-label="My Network – home page"');
    // The logo renders twice: with its name (tablet, desktop) and as a mark only (mobile).
    expect(html).toMatch(/<div class="contents md:hidden"[^>]*><a href="\/"/);
    expect(html).toMatch(/<div class="hidden lg:contents"><a href="https:\/\/shop.example\/"[^>]*target="_blank"/);
    expect(html).toContain('<div class="hidden md:contents"><span aria-hidden="true"');
    expect(html).not.toContain('weather');
    // Menu button only where the inner menu has entries (all devices here, through the end entries).
    expect(html).toContain('popovertarget="chrome-menu"');
    expect(html).toMatch(/<div class="contents md:hidden"><a href="\/en\/schedules"[^>]*data-chrome="simple-link"/);
  });

  it('draws the menu panel content: social links, https badges in the page language, lazy 50px logos', async () => {
    const html = await render(ChromeHeader, '/de/schedules/line/L1', { locals: locals('de') });
    expect(html).toContain('href="https://facebook.example/net"');
    expect(html).toContain('aria-label="Facebook (öffnet in neuem Tab)"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('src="/badges/app-store-de.svg"');
    expect(html).not.toContain('google-play');
    expect(html).toMatch(
      /<a href="\/" target="_blank" rel="noopener noreferrer"[^>]*><img src="data:image\/gif[^"]*" data-lazy-src="\/logos\/region.svg" data-lazy-margin="1200" alt="Unsere Förderer \(öffnet in neuem Tab\)" class="h-logo/,
    );
    expect(html).toContain('data-lazy-src="/logos/city.svg"');
    expect(html).toContain('href="https://city.example"');
  });

  it('links back to the remembered proximity page, and only when there is one', async () => {
    const navigation = { ...EMPTY_NAVIGATION_CONTEXT, lastProximityRoute: '/fr/proximity/stopArea/S1' };
    const withBack = await render(ChromeHeader, '/fr/schedules/line/L1', { locals: locals('fr', { navigation }) });
    expect(withBack).toMatch(/<a href="\/fr\/proximity\/stopArea\/S1"[^>]*data-chrome="contextual-link"/);
    expect(withBack).toContain('Retour à « À proximité »');
    const widget = await render(ChromeHeader, '/fr/schedules/line/L1', { locals: locals('fr') });
    expect(widget).not.toContain('data-chrome="contextual-link"');
  });

  it('renders nothing in widget mode', async () => {
    const html = await render(ChromeHeader, '/fr/schedules?widget=true', { locals: locals('fr', { isWidget: true }) });
    // The overflow script is a no-op without a header.
    expect(html.replace(/<script[^>]*><\/script>/g, '').trim()).toBe('');
  });
});

describe('ChromeSidebar', () => {
  it('highlights the link of the current section and opens external links in a new tab', async () => {
    const html = await render(ChromeSidebar, '/it/schedules/line/L1', { locals: locals('it') });
    expect(html).toContain('aria-label="Navigazione principale"');
    expect(html).toMatch(/<a href="\/it\/schedules" aria-current="page"/);
    expect(html).toMatch(/<a href="\/it\/proximity" data-astro-prefetch/);
    expect(html.indexOf('/it/schedules')).toBeLessThan(html.indexOf('/it/proximity'));
    expect(html).toMatch(/<a href="https:\/\/help.example" target="_blank" rel="noopener noreferrer"/);
    // Internal links load the next page on hover (Astro prefetch); external ones are left alone.
    expect(html).not.toMatch(/help.example"[^>]*data-astro-prefetch/);
  });
});

describe('ChromeFooter', () => {
  it('shows the copyright with the current year, the consent link and the supplied menu items', async () => {
    const html = await render(ChromeFooter, '/es/schedules', {
      locals: locals('es'),
      props: {
        items: [
          { title: 'Accesibilidad', url: '/es/accessibility' },
          { title: 'Bad', url: 'javascript:alert(1)' },
          { title: 'Blog', url: 'https://blog.example' },
        ],
      },
    });
    expect(html).toContain(`© ${new Date().getFullYear()} Mi Red. Todos los derechos reservados.`);
    expect(html).toMatch(/<button type="button" data-consent-open[^>]*>.*Gestionar las cookies/s);
    expect(html).toContain('href="/es/accessibility"');
    expect(html).toMatch(/href="https:\/\/blog.example" target="_blank"/);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('id="consent-panel"');
  });

  it('hands consent to tarteaucitron and analytics to the consent script when configured', async () => {
    const configured = parseSiteConfig({
      tarteaucitron: { scriptUrl: 'https://cdn.example/tarteaucitron/tarteaucitron.js' },
      matomo: { url: 'https://stats.example/', siteId: 7 },
    });
    const html = await render(ChromeFooter, '/fr', { locals: locals('fr', { site: configured }) });
    expect(html).not.toContain('id="consent-panel"');
    expect(html).toContain('data-tarteaucitron-url="https://cdn.example/tarteaucitron/tarteaucitron.js"');
    expect(html).toContain('data-matomo-site-id="7"');
    // No inline script: configuration travels in data attributes.
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
