import { describe, expect, it } from 'vitest';
import { ICON_CACHE_SECONDS, iconHref, iconNames, loadIcon } from './icon-catalog.ts';

describe('icon catalog', () => {
  it('caches icons for 30 days', () => {
    expect(ICON_CACHE_SECONDS).toBe(2592000);
  });

  it('holds every icon as an SVG with a usable symbol', async () => {
    expect(iconNames().length).toBeGreaterThan(20);
    for (const name of iconNames()) {
      const svg = await loadIcon(name);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg, name).toContain('<symbol id="i"');
    }
    expect(await loadIcon('no-such-icon')).toBeUndefined();
    expect(iconHref('pin')).toBe('/icons/pin.svg#i');
  });
});
