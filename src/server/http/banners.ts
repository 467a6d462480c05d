import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { requestLocale } from './json-body.ts';
import { requireStore } from './signed-in-user.ts';
import { BannersResponse } from '../../contract/banners.ts';

/** GET /core/v1/banners: the enabled announcement banners in the caller's language, from the editable banners table. */
export function registerBanners(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/core/v1/banners',
    tag: 'content',
    summary: 'Enabled announcement banners in the Accept-Language locale',
    response: BannersResponse,
  });
  app.get('/core/v1/banners', async (c) => {
    const store = requireStore(deps.store);
    const answer: BannersResponse = { banners: await store.banners.listEnabled(requestLocale(c)) };
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(answer);
  });
}
