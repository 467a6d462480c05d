import { computeResponsiveLayout, type ChromeComponentConfig } from '../../domain/header-layout.ts';
import { logger } from '../../lib/logger.ts';
import { canonicalComponentName, isChromeComponentName } from './component-names.ts';

const reported = new Set<string>();
const cache = new WeakMap<object, ReturnType<typeof computeResponsiveLayout>>();

/**
 * The chrome layout of one request (header, sidebar and menu share it). Unknown component names are logged as errors
 * once per process (the configuration does not change while it runs) and skipped.
 */
export function chromeLayoutFor(locals: App.Locals) {
  let layout = cache.get(locals);
  if (!layout) {
    const components: ChromeComponentConfig[] = locals.site.components.map((component) => ({
      ...component,
      name: canonicalComponentName(component.name),
    }));
    layout = computeResponsiveLayout(components, {
      authenticated: locals.user !== null,
      isKnown: isChromeComponentName,
      onUnknown: (name) => {
        if (reported.has(name)) return;
        reported.add(name);
        logger.error(`Unknown header component "${name}" in the site configuration: skipped`);
      },
    });
    cache.set(locals, layout);
  }
  return layout;
}
