import type { MiddlewareHandler } from 'astro';
import { startPageReads } from '../bff-client/page-reads.ts';
import { deadlineIn, upstreamBudgetMs } from '../upstream/deadline.ts';
import { isApiRequest } from './request-kind.ts';
import { isSignedIn } from './session.ts';

/**
 * Gives the request its upstream budget (locals.deadline: every call to the operator's BFF or WordPress made for this
 * page ends by then) and, for pages, starts the session check and the chrome's reads at once so they overlap.
 */
export const upstreams: MiddlewareHandler = (context, next) => {
  context.locals.deadline = deadlineIn(upstreamBudgetMs());
  if (!isApiRequest(context) && context.request.method === 'GET') {
    void isSignedIn(context);
    startPageReads(context);
  }
  return next();
};
