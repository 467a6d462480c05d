import type { SSRManifest } from 'astro';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { parseSiteConfig } from '../config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT } from '../domain/navigation-context.ts';
import { getT, type Lang } from '../i18n/index.ts';

/**
 * Rendering the site's pages and components on the server in a test: the locals the middleware would give a page,
 * and an Astro container with the React renderer for the islands they server-render.
 */

export type PageComponent = Parameters<AstroContainer['renderToString']>[0];

/** A page's locals as the middleware sets them for a signed-out visitor on a plain page; a test overrides the rest. */
export function pageLocals(lang: Lang, overrides: Partial<App.Locals> = {}): App.Locals {
  return {
    lang,
    t: getT(lang),
    route: null,
    params: {},
    notFound: null,
    user: null,
    isWidget: false,
    theme: 'system',
    navigation: { ...EMPTY_NAVIGATION_CONTEXT },
    site: parseSiteConfig({}),
    ...overrides,
  } as App.Locals;
}

/**
 * Astro's client directives and the site's own (astro.config.mjs). The server only needs a directive's name to draw
 * an island; the browser script of `client:intent` is the build's (src/ui/hydrate-on-intent.ts), and a container's
 * HTML never runs, so a comment stands in for it here.
 */
const CLIENT_DIRECTIVES = new Map([
  ['idle', idleDirective],
  ['load', loadDirective],
  ['media', mediaDirective],
  ['only', onlyDirective],
  ['visible', visibleDirective],
  ['intent', '/* client:intent: src/ui/hydrate-on-intent.ts, bundled by the build */'],
]);

/** A container that renders pages with React islands (their server HTML, as the built site sends it). */
export async function createPageContainer(): Promise<AstroContainer> {
  const { experimental_AstroContainer } = await import('astro/container');
  // The container takes a whole manifest and fills in what is left out.
  const manifest = { clientDirectives: CLIENT_DIRECTIVES } as unknown as SSRManifest;
  const container = await experimental_AstroContainer.create({ manifest });
  container.addServerRenderer({ renderer: (await import('@astrojs/react/server.js')).default });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  return container;
}

/** A page's status and HTML, rendered for the request with the given locals. */
export async function renderPage(container: AstroContainer, page: PageComponent, request: Request, locals: App.Locals) {
  const response = await container.renderToResponse(page, { request, locals, params: { lang: locals.lang } });
  return { status: response.status, html: await response.text() };
}
