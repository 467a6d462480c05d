import type { MiddlewareHandler } from 'astro';
import { guardRedirect } from './guard-rules.ts';
import { pageQueryProblem } from '../contract/page-query.ts';
import { localizedPath } from '../domain/route-table.ts';
import { internalHref } from '../domain/internal-link.ts';
import { isApiRequest, isErrorPageRender } from './request-kind.ts';
import { isSignedIn } from './session.ts';

/**
 * Navigation rules (spec section 2): unknown paths and invalid parameters end on the 404 page (an empty 404 makes
 * Astro render src/pages/404.astro, which reads locals.notFound); account pages need a signed-in user; trip-planner
 * pages need a departure place and a restorable journey; query parameters that break their contract answer the 400
 * error page (rendered by the error route).
 */
export const guards: MiddlewareHandler = async (context, next) => {
  if (isApiRequest(context) || isErrorPageRender(context)) return next();
  const { locals, url } = context;
  if (locals.notFound || !locals.route) return new Response(null, { status: 404 });
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
