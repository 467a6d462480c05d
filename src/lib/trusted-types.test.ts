import { describe, expect, it } from 'vitest';
import { isLoadableScriptUrl, isMapWorkerUrl, isServiceWorkerUrl } from './trusted-types.ts';

const PAGE = 'https://transit.example/en/proximity';

describe('Trusted Types policies', () => {
  it('load http(s) scripts and same-origin paths, never javascript: or data: addresses', () => {
    expect(isLoadableScriptUrl('/login-widget/kas-login-widget.js?context=proximity', PAGE)).toBe(true);
    expect(isLoadableScriptUrl('https://cdn.operator.example/kas/prod/widget.js', PAGE)).toBe(true);
    expect(isLoadableScriptUrl('javascript:alert(1)', PAGE)).toBe(false);
    expect(isLoadableScriptUrl('data:text/javascript,alert(1)', PAGE)).toBe(false);
    expect(isLoadableScriptUrl('http://[bad', PAGE)).toBe(false);
  });

  it("vouch, as the default policy, for the site's own map worker and nothing else", () => {
    expect(isMapWorkerUrl('/_astro/maplibre-gl-worker.BqX3_1-a.mjs', PAGE)).toBe(true);
    expect(isMapWorkerUrl('https://transit.example/_astro/maplibre-gl-worker.js', PAGE)).toBe(true);
    expect(isMapWorkerUrl('https://evil.example/_astro/maplibre-gl-worker.mjs', PAGE)).toBe(false);
    expect(isMapWorkerUrl('/_astro/other-worker.mjs', PAGE)).toBe(false);
    expect(isMapWorkerUrl('blob:https://transit.example/6a1f', PAGE)).toBe(false);
    expect(isMapWorkerUrl('/_astro/maplibre-gl-worker.mjs/../../evil.js', PAGE)).toBe(false);
  });

  it("register the site's own service worker script and nothing else", () => {
    expect(isServiceWorkerUrl('/sw.js', PAGE, '/sw.js')).toBe(true);
    expect(isServiceWorkerUrl('https://transit.example/sw.js', PAGE, '/sw.js')).toBe(true);
    expect(isServiceWorkerUrl('https://evil.example/sw.js', PAGE, '/sw.js')).toBe(false);
    expect(isServiceWorkerUrl('/sw.js?import=https://evil.example/x.js', PAGE, '/sw.js')).toBe(false);
    expect(isServiceWorkerUrl('/bff/sw.js', PAGE, '/sw.js')).toBe(false);
    expect(isServiceWorkerUrl('data:text/javascript,1', PAGE, '/sw.js')).toBe(false);
  });
});
