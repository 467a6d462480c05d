/**
 * Astro integration: after the build, bundles the service worker (./sw.ts, with the Workbox modules it imports) into
 * the client output as /sw.js and injects the precache list with workbox-build: the built scripts and styles (the map
 * library apart: it is of no use without its tiles), the install icons, and the offline page in each language.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import { LANGS } from '../i18n/langs.ts';
import { offlinePagePath } from '../domain/offline-pages.ts';

export const SERVICE_WORKER_PATH = '/sw.js';

const PRECACHED = {
  globPatterns: ['_astro/**/*.{js,mjs,css}', 'favicon.svg', 'pwa/*.png'],
  globIgnores: ['_astro/maplibre-gl*'],
  // Their names carry a content hash already: no revision needed.
  dontCacheBustURLsMatching: /^_astro\//,
};

export function serviceWorker(): AstroIntegration {
  return {
    name: 'site-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const swDest = `${clientDir}${SERVICE_WORKER_PATH.slice(1)}`;
        await build({
          entryPoints: [fileURLToPath(new URL('./sw.ts', import.meta.url))],
          outfile: swDest,
          bundle: true,
          format: 'iife',
          minify: true,
          target: 'es2022',
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'warning',
        });
        // The offline pages are server pages: their revision follows the assets they use.
        const assets = await getManifest({ globDirectory: clientDir, ...PRECACHED });
        const revision = createHash('sha256')
          .update(assets.manifestEntries.map((entry) => `${entry.url}@${entry.revision}`).join('\n'))
          .digest('hex')
          .slice(0, 16);
        const { count, size, warnings } = await injectManifest({
          swSrc: swDest,
          swDest,
          globDirectory: clientDir,
          ...PRECACHED,
          additionalManifestEntries: LANGS.map((lang) => ({ url: offlinePagePath(lang), revision })),
        });
        for (const warning of warnings) logger.warn(warning);
        logger.info(`${SERVICE_WORKER_PATH}: ${count} files precached (${Math.round(size / 1024)} kB)`);
      },
    },
  };
}
