import type { MiddlewareHandler } from 'astro';
import { guardRedirect } from './guard-rules.ts';
import { isApiRequest, isErrorPageRender } from './request-kind.ts';
import { isSignedIn } from './session.ts';

/**
 * Navigation rules (spec section 2): unknown paths and invalid parameters end on the 404 page (an empty 404 makes
 * Astro render src/pages/404.astro, which reads locals.notFound); account pages need a signed-in user; trip-planner
 * pages need a departure place and a restorable journey.
 */
export const guards: MiddlewareHandler = async (context, next) => {
  if (isApiRequest(context) || isErrorPageRender(context)) return next();
  const { locals, url } = context;
  if (locals.notFound || !locals.route) return new Response(null, { status: 404 });
  const target = guardRedirect({ lang: locals.lang, route: locals.route, url, signedIn: await isSignedIn(context) });
  if (target) return context.redirect(target, 302);
  return next();
};
