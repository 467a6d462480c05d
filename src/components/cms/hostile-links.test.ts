import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT, type NavigationContext } from '../../domain/navigation-context.ts';
import { getRoute } from '../../domain/route-table.ts';
import { getT } from '../../i18n/index.ts';
import ChromeFooter from '../chrome/ChromeFooter.astro';
import ChromeHeader from '../chrome/ChromeHeader.astro';

/**
 * A WordPress that serves hostile menu links (and a site configuration with hostile component links): the header
 * menu (bar and menu panel), the footer and the configured links render only http(s) addresses and site paths.
 */
const HOSTILE = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '\\\\evil.example',
  '/\\evil.example',
];
const item = (id: number, title: string, url: string, children: unknown[] = []) => ({
  ID: id,
  title,
  url,
  type_label: 'Custom Link',
  child_items: children,
});
const menu = {
  items: [
    item(1, 'Safe', 'https://www.mta.info/'),
    item(2, 'Parent', 'javascript:alert(2)', [
      item(20, 'Child', '/fr/schedules'),
      ...HOSTILE.map((url, index) => item(100 + index, `Bad child ${index}`, url)),
    ]),
    ...HOSTILE.map((url, index) => item(200 + index, `Bad ${index}`, url)),
  ],
};

let server: Server;
let cmsURL = '';
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(menu));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cmsURL = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

function locals(): App.Locals {
  const site = parseSiteConfig({
    cmsURL,
    components: [
      { name: 'cms-menu', slot: 'header' },
      { name: 'cms-menu', slot: 'inner-menu' },
      ...HOSTILE.map((link) => ({ name: 'simple-link', slot: 'header', props: { label: 'Configured', link } })),
      {
        name: 'sponsor-logos',
        slot: 'inner-menu',
        props: { logos: HOSTILE.map((url) => ({ url, link: url, alt: 'x' })) },
      },
      { name: 'top-logo', slot: 'header', props: { link: 'javascript:alert(3)', src: 'javascript:alert(4)' } },
    ],
  });
  return {
    lang: 'fr',
    t: getT('fr'),
    route: getRoute('schedules'),
    params: {},
    notFound: null,
    user: null,
    isWidget: false,
    navigation: { ...EMPTY_NAVIGATION_CONTEXT } as NavigationContext,
    theme: 'system',
    site,
  } as App.Locals;
}

/** Link and image addresses (Astro's own module scripts left out). */
const hrefs = (html: string) =>
  [...html.replace(/<script[^>]*>/g, '').matchAll(/\s(?:href|src|data-lazy-src)="([^"]*)"/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );

describe('hostile links from the CMS and the configuration', () => {
  it('never reach the header, the menu panel or the footer', async () => {
    const container = await AstroContainer.create();
    const html = [
      await container.renderToString(ChromeHeader, {
        request: new Request('http://site.test/fr/schedules'),
        locals: locals(),
      }),
      await container.renderToString(ChromeFooter, {
        request: new Request('http://site.test/fr/schedules'),
        locals: locals(),
      }),
    ].join('\n');
    expect(html).toContain('Safe');
    expect(html).toContain('href="/fr/schedules"');
    expect(html).toContain('Parent');
    expect(html).not.toMatch(/Bad (child )?\d/);
    for (const href of hrefs(html)) {
      expect(href, href).toMatch(/^(https?:\/\/[^/\\]|\/(?![/\\])|#|data:image\/gif;base64,)/);
      expect(href.toLowerCase()).not.toMatch(/script|evil/);
    }
  });
});
