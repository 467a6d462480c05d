import type { APIContext, MiddlewareHandler } from 'astro';
import { isFeatureEnabled } from '../config/site-config.ts';
import { ROUTES } from '../domain/route-table.ts';
import { isApiRequest, isErrorPageRender } from './request-kind.ts';

/**
 * Named route middleware (spec sections 2 and 8): a route of the table lists the names of the middleware it runs
 * (`middleware: ['external-proximity']`), resolved here. An answer ends the request (a redirect, a 404); undefined
 * goes on to the page.
 * - A name nobody registered is the spec's 'Unknown route middleware': it throws (500 page, logged); a unit test runs
 *   `checkRouteMiddleware()` over the route table, so such a name cannot land.
 * - A middleware that throws is the spec's "middleware fails": the visitor gets the 404 page, 'Page Not Found: {path}'.
 */
export type RouteMiddleware = (context: APIContext) => Response | undefined | Promise<Response | undefined>;

export const UNKNOWN_ROUTE_MIDDLEWARE = 'Unknown route middleware';

/**
 * external-proximity (spec: the proximity list runs it; its content is not shown). The product's choice: an operator
 * whose nearby-stops service lives elsewhere sets `features.proximity.externalUrl`, and the list sends visitors there
 * (a full page navigation, `{lang}` filled in); without it the built-in page is shown.
 */
const externalProximity: RouteMiddleware = ({ locals, redirect }) => {
  const external = (locals.site.features as Record<string, { externalUrl?: unknown } | undefined>).proximity
    ?.externalUrl;
  if (typeof external !== 'string') return undefined;
  const target = new URL(external.replaceAll('{lang}', locals.lang));
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error('features.proximity.externalUrl must be an http(s) address');
  return redirect(target.toString(), 302);
};

/** The demo shop page exists only when `features.demo-shop.enabled` is set: otherwise it is not there at all. */
const demoShop: RouteMiddleware = ({ locals }) => {
  if (isFeatureEnabled(locals.site, 'demo-shop')) return undefined;
  locals.notFound = 'no-route';
  return new Response(null, { status: 404 });
};

export const NAMED_ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  'external-proximity': externalProximity,
  'demo-shop': demoShop,
};

export function resolveRouteMiddleware(names: readonly string[], registry = NAMED_ROUTE_MIDDLEWARE): RouteMiddleware[] {
  return names.map((name) => {
    const found = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!found) throw new Error(`${UNKNOWN_ROUTE_MIDDLEWARE}: '${name}'`);
    return found;
  });
}

/** Every name the route table uses must be registered (run by the tests over the real table). */
export function checkRouteMiddleware(
  routes: readonly { name: string; middleware?: readonly string[] }[] = ROUTES,
  registry = NAMED_ROUTE_MIDDLEWARE,
): void {
  for (const route of routes) {
    try {
      resolveRouteMiddleware(route.middleware ?? [], registry);
    } catch (error) {
      throw new Error(`${(error as Error).message} (route ${route.name})`);
    }
  }
}

/** Requests whose route middleware failed: their 404 page says 'Page Not Found' (Astro renders it for the same request). */
const failed = new WeakSet<Request>();
export const routeMiddlewareFailed = (request: Request) => failed.has(request);

export function routeMiddleware(registry = NAMED_ROUTE_MIDDLEWARE): MiddlewareHandler {
  return async (context, next) => {
    if (isApiRequest(context) || isErrorPageRender(context)) return next();
    const names = context.locals.route?.middleware ?? [];
    for (const handler of resolveRouteMiddleware(names, registry)) {
      let answer: Response | undefined;
      try {
        answer = await handler(context);
      } catch (error) {
        console.error(`[route-middleware] ${context.url.pathname}: ${(error as Error).message}`);
        failed.add(context.request);
        context.locals.notFound = 'invalid';
        return new Response(null, { status: 404 });
      }
      if (answer) return answer;
    }
    return next();
  };
}
