import { describe, expect, it } from 'vitest';
import shipped from './site.json' with { type: 'json' };
import { isFeatureEnabled, parseSiteConfig } from './site-config.ts';

describe('site configuration', () => {
  it('accepts the shipped default', () => {
    const config = parseSiteConfig(shipped);
    expect(isFeatureEnabled(config, 'trip-planner')).toBe(true);
    expect(config.components.length).toBeGreaterThan(0);
  });

  it('fills defaults for an empty document', () => {
    const config = parseSiteConfig({});
    expect(config.features['trip-planner']['next-previous'].time).toBe(30);
    expect(config.priceRounding).toEqual({ enabled: false, decimals: 2 });
    expect(config.banners.enabled).toBe(false);
    expect(config.widget.allowedOrigins).toEqual([]);
    expect(isFeatureEnabled(config, 'unknown-feature')).toBe(false);
  });

  it('reads the trip planner ranking weights, each with its default, and refuses nonsense', () => {
    const config = parseSiteConfig({
      features: { 'trip-planner': { enabled: true, ranking: { transferMinutes: 6 } } },
    });
    expect(config.features['trip-planner'].ranking).toMatchObject({
      transferMinutes: 6,
      walkFactor: 2,
      stayAboardMinutes: 10,
    });
    expect(parseSiteConfig({}).features['trip-planner'].ranking.transferMinutes).toBe(10);
    expect(() => parseSiteConfig({ features: { 'trip-planner': { ranking: { walkFactor: -1 } } } })).toThrow(
      /walkFactor/,
    );
  });

  it('defaults a component to position start on every device', () => {
    const config = parseSiteConfig({ components: [{ name: 'top-logo', slot: 'header' }] });
    expect(config.components[0]).toMatchObject({
      position: 'start',
      order: 0,
      needsAuth: false,
      devices: ['desktop', 'tablet', 'mobile'],
    });
  });

  it('keeps extra feature options', () => {
    const config = parseSiteConfig({ features: { proximity: { enabled: true, radius: 500 } } });
    expect(config.features.proximity).toEqual({ enabled: true, radius: 500 });
  });

  it.each([
    [{ priceRounding: { enabled: true, decimals: 9 } }, 'priceRounding.decimals'],
    [{ apiUrl: 'ftp://example.org' }, 'apiUrl'],
    [{ colors: { primary: 'red; } body { display:none' } }, 'colors.primary'],
    [{ components: [{ name: 'top-logo', slot: 'footer' }] }, 'components.0.slot'],
    [{ features: { proximity: { enabled: 'yes' } } }, 'features.proximity.enabled'],
    [{ widget: { allowedOrigins: ['https://partner.example/path'] } }, 'widget.allowedOrigins.0'],
    [{ map: { styleUrl: 'not a url' } }, 'map.styleUrl'],
  ])('names the bad key %j', (input, key) => {
    expect(() => parseSiteConfig(input)).toThrow(
      new RegExp(`^Invalid site configuration:\\n(.|\\n)*  - ${key.replace(/\./g, '\\.')}: `),
    );
  });
});
