import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { parseSiteConfig } from '../config/site-config.ts';
import { EMPTY_NAVIGATION_CONTEXT, type NavigationContext } from '../domain/navigation-context.ts';
import { getRoute } from '../domain/route-table.ts';
import { getT, type Lang } from '../i18n/index.ts';

type Component = Parameters<AstroContainer['renderToString']>[0];

/**
 * For tests of a chrome component drawn by the server and driven by a script: Astro's container renders it in Node
 * (a DOM environment would compile the component for the browser), then a DOM is set up for the script. Call at the
 * top of a test file; `draw` puts the component's HTML, without its script tags, into the document.
 */
export function serverDrawnChrome() {
  let container: AstroContainer;
  let teardown: Awaited<ReturnType<typeof builtinEnvironments.jsdom.setup>> | undefined;
  beforeAll(async () => {
    container = await AstroContainer.create();
    teardown = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://site.test/en' } } as never);
  }, 60_000);
  afterAll(async () => {
    await teardown?.teardown(globalThis);
  });

  return {
    async draw(
      component: Component,
      options: {
        lang: Lang;
        props?: Record<string, unknown>;
        locals?: Record<string, unknown>;
        site?: Record<string, unknown>;
        copies?: number;
      },
    ): Promise<void> {
      const { lang, copies = 1 } = options;
      const locals = {
        lang,
        t: getT(lang),
        route: getRoute('schedules'),
        params: {},
        notFound: null,
        user: null,
        isWidget: false,
        navigation: { ...EMPTY_NAVIGATION_CONTEXT } as NavigationContext,
        theme: 'system',
        site: parseSiteConfig(options.site ?? {}),
        ...options.locals,
      } as unknown as App.Locals;
      let html = '';
      for (let copy = 0; copy < copies; copy++) {
        html += await container.renderToString(component, {
          request: new Request(`http://site.test/${lang}/schedules`),
          locals,
          props: { props: {}, area: 'header', uid: `header-${copy}`, ...options.props },
        });
      }
      document.body.innerHTML = html.replace(/<script[\s\S]*?<\/script>/g, '');
    },
  };
}
