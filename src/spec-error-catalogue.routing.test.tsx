import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { APIContext } from 'astro';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchRoute, getRoute, ROUTES, type RouteDef } from './domain/route-table.ts';
import { guardRedirect } from './middleware/guard-rules.ts';
import {
  checkRouteMiddleware,
  resolveRouteMiddleware,
  routeMiddleware,
  routeMiddlewareFailed,
} from './middleware/route-middleware.ts';
import {
  createPageContainer,
  pageLocals as locals,
  renderPage as render,
  type PageComponent,
} from './test-support/page-rendering.ts';

/**
 * Spec section 8, the rows about routing, row by row in the table's order: a request that matches no route, fails its
 * validation or its route middleware, and what a single-page app's manifest, payload and chunk failures become in a
 * site of full page loads. Rows whose outcome the spec does not show assert what this product chose;
 * docs/decisions/004-errors-and-configuration-checks.md lists those choices. The rows about outside services are in
 * spec-error-catalogue.server.test.tsx, the browser rows in spec-error-catalogue.browser.test.tsx.
 */

let container: AstroContainer;
/** The pages these rows render, imported in the hook (they take seconds to compile). */
let NotFoundPage: PageComponent, IndexPage: PageComponent;
const renderPage = (page: PageComponent, request: Request, pageLocals: App.Locals) =>
  render(container, page, request, pageLocals);

/** A minimal Astro middleware context for the named route middleware. */
function middlewareContext(path: string, route: RouteDef): APIContext {
  return {
    url: new URL(`http://site.test${path}`),
    request: new Request(`http://site.test${path}`),
    locals: locals('en', { route }),
    redirect: (to: string, status = 302) => new Response(null, { status, headers: { Location: to } }),
  } as unknown as APIContext;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('spec section 8, routing', () => {
  beforeAll(async () => {
    // Connected mode to a BFF that refuses every connection: these rows are about routing, and the pages render
    // without the timetable network (read once, at the first use of the environment).
    vi.stubEnv('BFF_URL', 'http://127.0.0.1:9');
    container = await createPageContainer();
    NotFoundPage = (await import('./pages/404.astro')).default;
    IndexPage = (await import('./pages/[lang]/index.astro')).default;
    // Compiling the pages on first import takes several seconds, far more on a busy machine.
  }, 60_000);

  it('Route validation fails → error page, status 404, "Page Not Found: {path}"', async () => {
    const path = '/en/trip-planner/roadmap/%3Cscript%3E';
    const match = matchRoute(path);
    expect(match).toMatchObject({ valid: false, route: { name: 'trip-planner-roadmap-journeyId' } });
    const page = await renderPage(
      NotFoundPage,
      new Request(`http://site.test${path}`),
      locals('en', { notFound: 'invalid' }),
    );
    expect(page.status).toBe(404);
    expect(page.html).toContain(`Page Not Found: ${path}`);
  });

  it('Middleware fails → 404 "Page Not Found: {path}" (a named route middleware that throws)', async () => {
    const route: RouteDef = { ...getRoute('proximity'), middleware: ['broken'] };
    const context = middlewareContext('/en/proximity', route);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await routeMiddleware({ broken: () => Promise.reject(new Error('upstream down')) })(context, () =>
      Promise.resolve(new Response('page')),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
    expect(routeMiddlewareFailed(context.request)).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('upstream down'));
    // Astro renders the 404 page for the same request, with fresh locals.
    const page = await renderPage(NotFoundPage, context.request, locals('en', { notFound: null }));
    expect(page.html).toContain('Page Not Found: /en/proximity');
  });

  it('No route matches → 404 "Page not found: {path}"', async () => {
    expect(matchRoute('/en/no-such-page')).toBeNull();
    const page = await renderPage(
      NotFoundPage,
      new Request('http://site.test/en/no-such-page'),
      locals('en', { notFound: 'no-route' }),
    );
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found: /en/no-such-page');
  });

  it("Unknown named middleware → 'Unknown route middleware' (and every name the route table uses is known)", async () => {
    expect(() => resolveRouteMiddleware(['external-proximity', 'no-such-middleware'])).toThrow(
      "Unknown route middleware: 'no-such-middleware'",
    );
    const route: RouteDef = { ...getRoute('schedules'), middleware: ['no-such-middleware'] };
    await expect(
      routeMiddleware()(middlewareContext('/en/schedules', route), () => Promise.resolve(new Response('page'))),
    ).rejects.toThrow('Unknown route middleware');
    expect(() => checkRouteMiddleware([{ name: 'x', middleware: ['nope'] }])).toThrow(
      "Unknown route middleware: 'nope' (route x)",
    );
    expect(() => checkRouteMiddleware(ROUTES)).not.toThrow();
  });

  it('Manifest fetch fails → route rules empty, logged. Product: no runtime manifest; the rules are the compiled route table, so no fetch can remove them', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('network down')));
    const account = guardRedirect({
      lang: 'en',
      route: getRoute('account-profile'),
      url: new URL('http://site.test/en/account/profile'),
      signedIn: false,
    });
    expect(account).toBe('/?redirect=%2Fen%2Faccount%2Fprofile');
  });

  it('Payload load fails → normal path. Product: pages carry their data in the server HTML and navigate by plain links; a failed prefetch changes nothing', async () => {
    const page = await renderPage(
      IndexPage,
      new Request('http://site.test/en'),
      locals('en', { route: getRoute('index') }),
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('_payload.json');
    expect(page.html).toMatch(/<a [^>]*href="\/en\/schedules"/);
  });

  it('Code chunk load fails → reload of the target page. Product: every navigation is a full page load, and islands are server-rendered first, so a missing chunk leaves the server HTML working', async () => {
    const page = await renderPage(
      IndexPage,
      new Request('http://site.test/en'),
      locals('en', { route: getRoute('index') }),
    );
    // The trip form island is server-rendered: its form is in the HTML before any script runs.
    expect(page.html).toMatch(/<astro-island [^>]*component-url="[^"]*TripPlannerForm\.tsx"[^>]* ssr /);
    expect(page.html).toContain('aria-label="Plan a journey"');
  });
});
