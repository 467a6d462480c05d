import { describe, expect, it } from 'vitest';
import { canonicalComponentName, isChromeComponentName } from './component-names.ts';

describe('chrome component names', () => {
  it('accepts kebab, camel and Pascal spellings', () => {
    expect(canonicalComponentName('TopLogo')).toBe('top-logo');
    expect(canonicalComponentName('mobileAppsBadges')).toBe('mobile-apps-badges');
    expect(canonicalComponentName('sidebar-link')).toBe('sidebar-link');
    expect(canonicalComponentName('CMSMenu')).toBe('cms-menu');
    expect(isChromeComponentName('CmsMenu')).toBe(true);
    expect(isChromeComponentName('HeaderLink')).toBe(true);
  });

  it('knows the fifteen components of the spec and nothing else', () => {
    expect(isChromeComponentName('weather-widget')).toBe(false);
    expect(isChromeComponentName('')).toBe(false);
  });
});
