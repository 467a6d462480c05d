import { describe, expect, it } from 'vitest';
import { internalHref, isWidgetQuery } from './internal-link.ts';

describe('internalHref', () => {
  it('adds the widget flag to internal links in widget mode only', () => {
    expect(internalHref('/fr/schedules', false)).toBe('/fr/schedules');
    expect(internalHref('/fr/schedules', true)).toBe('/fr/schedules?widget=true');
    expect(internalHref('/fr/trip-planner/results?fi=1#j2', true)).toBe('/fr/trip-planner/results?fi=1&widget=true#j2');
    expect(internalHref('/fr?widget=true', true)).toBe('/fr?widget=true');
  });

  it('leaves external links alone', () => {
    expect(internalHref('https://shop.example/', true)).toBe('https://shop.example/');
    expect(internalHref('//cdn.example/x', true)).toBe('//cdn.example/x');
  });

  it('reads the flag from a query', () => {
    expect(isWidgetQuery(new URLSearchParams('widget=true'))).toBe(true);
    expect(isWidgetQuery(new URLSearchParams('widget=1'))).toBe(false);
  });
});
