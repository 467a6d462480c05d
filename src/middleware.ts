import { sequence } from 'astro:middleware';
import { context } from './middleware/context.ts';
import { crossSite } from './middleware/cross-site.ts';
import { guards } from './middleware/guards.ts';
import { headers } from './middleware/headers.ts';
import { locale } from './middleware/locale.ts';
import { routeMiddleware } from './middleware/route-middleware.ts';
import { upstreams } from './middleware/upstreams.ts';
import { visitor } from './middleware/visitor.ts';
// Loading the middleware hands the front door its /bff shortcut (src/front-door/api-shortcut.ts).
import './gateway/bff-shortcut.ts';

/**
 * Every request: language and route → security headers → cross-site form posts refused → visitor cookie → upstream
 * budget and early reads → navigation guards → the route's named middleware → navigation context.
 */
export const onRequest = sequence(locale, headers, crossSite, visitor, upstreams, guards, routeMiddleware(), context);
