import { Hono } from 'hono';
import { ApiError, describeZodError, sendError } from './api-error.ts';
import { ZodError } from 'zod';
import type { AppDeps } from './deps.ts';
import { registerAuth } from './auth.ts';
import { registerAccount } from './account.ts';
import { registerAccountLifecycle } from './account-lifecycle.ts';
import { createSignInThrottle, DEFAULT_THROTTLE } from '../identity/sign-in-throttle.ts';
import { registerFavorites } from './favorites.ts';
import { registerCart } from './cart.ts';
import { registerNotifications } from './notifications.ts';
import { registerNotificationSettings } from './notification-settings.ts';
import { registerBanners } from './banners.ts';
import { registerCms } from './cms.ts';
import { registerPlaces } from './places.ts';
import { registerProximity } from './proximity.ts';
import { registerSchedules } from './schedules.ts';
import { registerLines } from './lines.ts';
import { registerCollections } from './collections.ts';
import { registerOpenApi } from './openapi.ts';
import { registerJourneys } from './journeys.ts';
import { registerNetworkInfo } from './network-info.ts';
import { registerStopBoards } from './stop-boards.ts';
import { registerAlerts } from './alerts.ts';
import { registerVehicles } from './vehicles.ts';
import { registerTrips } from './trips.ts';
import { registerNearby } from './nearby.ts';
import { registerRateLimits } from './rate-limits.ts';
import { isDatabaseUnavailable } from '../store/postgres-database.ts';

/**
 * The embedded transit backend as one Hono app, with the BFF contract's paths at its root.
 * The Astro site mounts it under /bff; `npm run bff` serves it on its own.
 * Each resource lives in its own module and is registered here.
 */
export function createApp(deps: AppDeps, options: { basePath?: string } = {}): Hono {
  const app = new Hono().basePath(options.basePath ?? '/');

  registerRateLimits(app, deps.rateLimits);
  // Resource modules register here, one line each, e.g. `registerPlaces(app, deps);`
  // One sign-in throttle for sign-in and for the current password a password change or a deletion asks for.
  const identityDeps: AppDeps = {
    ...deps,
    signInThrottle: deps.signInThrottle ?? createSignInThrottle(DEFAULT_THROTTLE, deps.store?.shared?.signInFailures),
  };
  registerAuth(app, identityDeps);
  registerAccountLifecycle(app, identityDeps);
  registerAccount(app, deps);
  registerFavorites(app, deps);
  registerCart(app, deps);
  registerNotifications(app, deps);
  registerNotificationSettings(app, deps);
  registerBanners(app, deps);
  registerCms(app, deps);
  registerPlaces(app, deps);
  registerProximity(app, deps);
  registerSchedules(app, deps);
  registerLines(app, deps);
  registerCollections(app, deps);
  registerJourneys(app, deps);
  registerNetworkInfo(app, deps);
  registerStopBoards(app, deps);
  registerAlerts(app, deps);
  registerVehicles(app, deps);
  registerTrips(app, deps);
  registerNearby(app, deps);
  registerOpenApi(app);

  app.notFound((c) =>
    sendError(c, 404, 'not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`),
  );
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.retryAfterS !== undefined) c.header('Retry-After', String(err.retryAfterS));
      return sendError(c, err.status, err.code, err.message);
    }
    if (err instanceof ZodError) return sendError(c, 400, 'invalid_request', describeZodError(err));
    if (isDatabaseUnavailable(err)) {
      console.error('[bff] database unavailable:', (err as Error).message);
      c.header('Retry-After', '5');
      return sendError(c, 503, 'store_unavailable', 'The account service is unavailable: try again in a few seconds');
    }
    console.error('[bff] unexpected error', err);
    return sendError(c, 500, 'internal_error', 'Internal Server Error');
  });
  return app;
}
