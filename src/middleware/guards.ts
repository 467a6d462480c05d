import type { MiddlewareHandler } from 'astro';
import { guardRedirect } from './guard-rules.ts';
import { pageQueryProblem } from '../contract/page-query.ts';
import { localizedPath, pageMethods } from '../domain/route-table.ts';
import { internalHref } from '../domain/internal-link.ts';
import { isApiRequest, isErrorPageRender } from './request-kind.ts';
import { isSignedIn } from './session.ts';

/**
 * Navigation rules (spec section 2): unknown paths and invalid parameters end on the 404 page (an empty 404 makes
 * Astro render src/pages/404.astro, which reads locals.notFound); account pages need a signed-in user; trip-planner
 * pages need a departure place and a restorable journey; query parameters that break their contract answer the 400
 * error page and methods a page does not answer the 405 one (both rendered by the error route).
 */
export const guards: MiddlewareHandler = async (context, next) => {
  if (isApiRequest(context) || isErrorPageRender(context)) return next();
  const { locals, url } = context;
  if (locals.notFound || !locals.route) return new Response(null, { status: 404 });
  // Pages are read with GET (HEAD); only the unsubscribe page takes its own form's POST. Anything else used to render
  // the page with 200 (POST /fr, PUT /fr/demo-shop): now the 405 page, or 204 for OPTIONS, with Allow either way.
  const allow = pageMethods(locals.route);
  const method = context.request.method;
  if (!allow.includes(method) && !locals.refusedMethod && !locals.badQuery && !locals.crossSiteRefused) {
    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow.join(', ') } });
    locals.refusedMethod = { method, allow };
    return context.rewrite(internalHref(localizedPath(locals.lang, 'error'), locals.isWidget));
  }
  // Already refused (the error route renders why): no redirect or query check on the way there.
  if (locals.refusedMethod || locals.crossSiteRefused) return next();
  const target = guardRedirect({ lang: locals.lang, route: locals.route, url, signedIn: await isSignedIn(context) });
  if (target) return context.redirect(target, 302);
  // After the spec's redirects (no departure → home): a query that breaks its contract gets the 400 page.
  const problem = locals.badQuery ?? pageQueryProblem(locals.route.name, url.searchParams);
  if (problem && locals.route.name !== 'error') {
    locals.badQuery = problem;
    return context.rewrite(internalHref(localizedPath(locals.lang, 'error'), locals.isWidget));
  }
  return next();
};
