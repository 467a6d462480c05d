import { describe, expect, it } from 'vitest';
import { deviceVisibilityClass } from './device-visibility.ts';

describe('deviceVisibilityClass', () => {
  it('maps every device set to breakpoint classes, whatever the order', () => {
    expect(deviceVisibilityClass(['desktop', 'mobile', 'tablet'])).toBe('contents');
    expect(deviceVisibilityClass(['desktop'])).toBe('hidden lg:contents');
    expect(deviceVisibilityClass(['tablet'])).toBe('hidden md:contents lg:hidden');
    expect(deviceVisibilityClass(['mobile'])).toBe('contents md:hidden');
    expect(deviceVisibilityClass(['desktop', 'mobile'])).toBe('contents md:hidden lg:contents');
    expect(deviceVisibilityClass([])).toBe('hidden');
  });
});
