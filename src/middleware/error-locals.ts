import type { AstroGlobal } from 'astro';
import { getSiteConfig, parseSiteConfig } from '../config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT } from '../domain/navigation-context.ts';
import { DEFAULT_LANG, getT } from '../i18n/index.ts';

/**
 * Error pages must render even when Astro retries them without middleware (after the middleware itself failed):
 * fill the locals the layouts read with safe defaults in that case.
 */
export function ensureErrorLocals(astro: Pick<AstroGlobal, 'locals'>): void {
  const locals = astro.locals as Partial<App.Locals>;
  locals.lang ??= DEFAULT_LANG;
  locals.t ??= getT(locals.lang);
  locals.route ??= null;
  locals.params ??= {};
  locals.notFound ??= 'no-route';
  locals.user ??= null;
  locals.isWidget ??= false;
  locals.theme ??= 'system';
  locals.navigation ??= { ...EMPTY_NAVIGATION_CONTEXT };
  if (!locals.site) {
    try {
      locals.site = getSiteConfig();
    } catch {
      locals.site = parseSiteConfig({});
    }
  }
}
