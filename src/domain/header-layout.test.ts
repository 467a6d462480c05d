import { describe, expect, it } from 'vitest';
import {
  computeHeaderLayout,
  computeResponsiveLayout,
  deviceForWidth,
  type ChromeComponentConfig,
  type LayoutContext,
} from './header-layout.ts';

const known = new Set([
  'top-logo',
  'simple-link',
  'sidebar-link',
  'language-selector',
  'account-menu',
  'vertical-divider',
]);

function context(overrides: Partial<LayoutContext> = {}): LayoutContext & { unknown: string[] } {
  const unknown: string[] = [];
  return {
    authenticated: false,
    isKnown: (name) => known.has(name),
    onUnknown: (name) => unknown.push(name),
    unknown,
    ...overrides,
  };
}

const names = (list: Array<{ name: string; props: Record<string, unknown> }>) =>
  list.map((c) => (c.props.label ? `${c.name}:${c.props.label}` : c.name));

describe('deviceForWidth', () => {
  it('maps lg+ to desktop, md to tablet and the rest to mobile', () => {
    expect(deviceForWidth(390)).toBe('mobile');
    expect(deviceForWidth(959)).toBe('mobile');
    expect(deviceForWidth(960)).toBe('tablet');
    expect(deviceForWidth(1279)).toBe('tablet');
    expect(deviceForWidth(1280)).toBe('desktop');
    expect(deviceForWidth(2560)).toBe('desktop');
  });
});

describe('computeHeaderLayout', () => {
  it('puts components in their slot and position, start by default, sorted by order then configuration order', () => {
    const components: ChromeComponentConfig[] = [
      { name: 'language-selector', slot: 'header', position: 'end', order: 2 },
      { name: 'top-logo', slot: 'header' },
      { name: 'simple-link', slot: 'header', position: 'end', order: 1, props: { label: 'shop' } },
      { name: 'sidebar-link', slot: 'sidebar', order: 2, props: { label: 'b' } },
      { name: 'sidebar-link', slot: 'sidebar', order: 1, props: { label: 'a' } },
      { name: 'sidebar-link', slot: 'sidebar', order: 1, props: { label: 'a2' } },
      { name: 'simple-link', slot: 'inner-menu', props: { label: 'help' } },
    ];
    const layout = computeHeaderLayout(components, 'desktop', context());
    expect(names(layout.header.start)).toEqual(['top-logo']);
    expect(names(layout.header.end)).toEqual(['simple-link:shop', 'language-selector']);
    expect(names(layout.sidebar.start)).toEqual(['sidebar-link:a', 'sidebar-link:a2', 'sidebar-link:b']);
    expect(layout.sidebar.end).toEqual([]);
    expect(names(layout['inner-menu'].start)).toEqual(['simple-link:help']);
  });

  it('hides components needing authentication from anonymous users only', () => {
    const components: ChromeComponentConfig[] = [
      { name: 'account-menu', slot: 'header', position: 'end', needsAuth: true },
      { name: 'language-selector', slot: 'header', position: 'end' },
    ];
    expect(names(computeHeaderLayout(components, 'mobile', context()).header.end)).toEqual(['language-selector']);
    expect(names(computeHeaderLayout(components, 'mobile', context({ authenticated: true })).header.end)).toEqual([
      'account-menu',
      'language-selector',
    ]);
  });

  it('reports an unknown name and skips it', () => {
    const ctx = context();
    const layout = computeHeaderLayout(
      [
        { name: 'weather-widget', slot: 'header' },
        { name: 'top-logo', slot: 'header' },
      ],
      'desktop',
      ctx,
    );
    expect(ctx.unknown).toEqual(['weather-widget']);
    expect(names(layout.header.start)).toEqual(['top-logo']);
  });

  it('shows a component only on its devices, with the variant configured for each', () => {
    const components: ChromeComponentConfig[] = [
      { name: 'simple-link', slot: 'header', position: 'end', props: { label: 'help' }, variant: { mobile: 'icon' } },
      { name: 'vertical-divider', slot: 'header', position: 'end', devices: ['desktop', 'tablet'] },
    ];
    const desktop = computeHeaderLayout(components, 'desktop', context());
    const mobile = computeHeaderLayout(components, 'mobile', context());
    expect(names(desktop.header.end)).toEqual(['simple-link:help', 'vertical-divider']);
    expect(desktop.header.end[0].variant).toBeUndefined();
    expect(names(mobile.header.end)).toEqual(['simple-link:help']);
    expect(mobile.header.end[0].variant).toBe('icon');
  });

  it('skips a component listed for no device', () => {
    const layout = computeHeaderLayout([{ name: 'top-logo', slot: 'header', devices: [] }], 'mobile', context());
    expect(Object.values(layout).flatMap((slot) => [...slot.start, ...slot.end])).toEqual([]);
  });
});

describe('computeResponsiveLayout', () => {
  it('renders a component shared by all devices once', () => {
    const layout = computeResponsiveLayout([{ name: 'top-logo', slot: 'header' }], context());
    expect(layout.header.start).toEqual([
      { id: 0, name: 'top-logo', props: {}, order: 0, devices: ['mobile', 'tablet', 'desktop'] },
    ]);
  });

  it('keeps each device exactly its own components, in order, and splits entries whose variant differs', () => {
    const components: ChromeComponentConfig[] = [
      { name: 'simple-link', slot: 'header', order: 2, props: { label: 'b' }, variant: { mobile: 'icon' } },
      { name: 'simple-link', slot: 'header', order: 1, props: { label: 'a' } },
      { name: 'vertical-divider', slot: 'header', order: 3, devices: ['desktop'] },
    ];
    const entries = computeResponsiveLayout(components, context()).header.start;
    expect(entries.map((e) => [e.id, e.variant, e.devices])).toEqual([
      [1, undefined, ['mobile', 'tablet', 'desktop']],
      [0, 'icon', ['mobile']],
      [0, undefined, ['tablet', 'desktop']],
      [2, undefined, ['desktop']],
    ]);
    for (const device of ['mobile', 'tablet', 'desktop'] as const) {
      const seen = entries.filter((entry) => entry.devices.includes(device)).map((entry) => [entry.id, entry.variant]);
      const wanted = computeHeaderLayout(components, device, context()).header.start.map((c) => [c.id, c.variant]);
      expect(seen, device).toEqual(wanted);
    }
  });

  it('reports an unknown name once, not once per device', () => {
    const ctx = context();
    computeResponsiveLayout([{ name: 'nope', slot: 'header' }], ctx);
    expect(ctx.unknown).toEqual(['nope']);
  });
});
