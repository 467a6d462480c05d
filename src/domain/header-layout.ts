/**
 * Which configured chrome components render where (spec section 2 "Shared header and sidebar"). Each component of the
 * site configuration names a slot (header, sidebar, inner-menu), a position (start or end, default start) and an order,
 * may be limited to some devices (desktop lg+, tablet md, mobile below) with a display variant per device, and may
 * need a signed-in user.
 * Pure: the caller says which names exist and what to do with an unknown one.
 */

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const SLOTS = ['header', 'sidebar', 'inner-menu'] as const;
export type ChromeSlot = (typeof SLOTS)[number];
export const POSITIONS = ['start', 'end'] as const;
export type ChromePosition = (typeof POSITIONS)[number];

/** Breakpoints of the design card (spec section 9): lg 1280 and wider is desktop, md 960 tablet, below mobile. */
export const DEVICE_MIN_WIDTH = { tablet: 960, desktop: 1280 } as const;

export function deviceForWidth(width: number): Device {
  if (width >= DEVICE_MIN_WIDTH.desktop) return 'desktop';
  if (width >= DEVICE_MIN_WIDTH.tablet) return 'tablet';
  return 'mobile';
}

/** One entry of the site configuration's `components` list (src/config/site-schema.ts, defaults applied or not). */
export interface ChromeComponentConfig {
  name: string;
  slot: ChromeSlot;
  position?: ChromePosition;
  order?: number;
  /** Devices the component shows on; all when absent. */
  devices?: readonly Device[];
  /** Per-device display variant handed to the component, e.g. { mobile: 'icon' }. */
  variant?: Partial<Record<Device, string>>;
  needsAuth?: boolean;
  props?: Record<string, unknown>;
}

export interface PlacedComponent {
  /** Index of the component in the configuration: stable across devices. */
  id: number;
  name: string;
  props: Record<string, unknown>;
  order: number;
  /** The display variant configured for the device, if any. */
  variant?: string;
}

export type SlotLayout = Record<ChromeSlot, Record<ChromePosition, PlacedComponent[]>>;

export interface LayoutContext {
  authenticated: boolean;
  /** Whether a component name is known to the registry. */
  isKnown: (name: string) => boolean;
  /** Told once per unknown component (the spec logs it as an error and skips it). */
  onUnknown?: (name: string) => void;
}

export function emptySlotLayout<T>(): Record<ChromeSlot, Record<ChromePosition, T[]>> {
  return {
    header: { start: [], end: [] },
    sidebar: { start: [], end: [] },
    'inner-menu': { start: [], end: [] },
  };
}

/** The components visible to this user, with unknown names reported once and dropped. */
function eligibleComponents(components: readonly ChromeComponentConfig[], context: LayoutContext) {
  const eligible: Array<{ id: number; config: ChromeComponentConfig }> = [];
  components.forEach((config, id) => {
    if (!context.isKnown(config.name)) {
      context.onUnknown?.(config.name);
      return;
    }
    if (config.needsAuth && !context.authenticated) return;
    eligible.push({ id, config });
  });
  return eligible;
}

function place(id: number, config: ChromeComponentConfig, device: Device) {
  if (config.devices && !config.devices.includes(device)) return undefined;
  const component: PlacedComponent = { id, name: config.name, props: config.props ?? {}, order: config.order ?? 0 };
  const variant = config.variant?.[device];
  if (variant !== undefined) component.variant = variant;
  return { slot: config.slot, position: config.position ?? 'start', component };
}

function layoutFor(eligible: ReturnType<typeof eligibleComponents>, device: Device): SlotLayout {
  const layout = emptySlotLayout<PlacedComponent>();
  for (const { id, config } of eligible) {
    const placed = place(id, config, device);
    if (placed) layout[placed.slot][placed.position].push(placed.component);
  }
  for (const slot of SLOTS) {
    for (const position of POSITIONS) layout[slot][position].sort((a, b) => a.order - b.order || a.id - b.id);
  }
  return layout;
}

/** What renders in each slot and position on one device, in order. */
export function computeHeaderLayout(
  components: readonly ChromeComponentConfig[],
  device: Device,
  context: LayoutContext,
): SlotLayout {
  return layoutFor(eligibleComponents(components, context), device);
}

/** One server-rendered entry shown on the listed devices (CSS hides it elsewhere). */
export interface ResponsiveEntry extends PlacedComponent {
  devices: Device[];
}

/**
 * The three device layouts merged into one list per slot and position, for server rendering where the device is not
 * known: an entry identical on several devices (same component, same variant) renders once, shown on those devices by
 * CSS. An entry hidden on a device takes no room there, so each device sees exactly its own layout, in order.
 */
export function computeResponsiveLayout(
  components: readonly ChromeComponentConfig[],
  context: LayoutContext,
): Record<ChromeSlot, Record<ChromePosition, ResponsiveEntry[]>> {
  const eligible = eligibleComponents(components, context);
  const perDevice = Object.fromEntries(DEVICES.map((device) => [device, layoutFor(eligible, device)])) as Record<
    Device,
    SlotLayout
  >;
  const merged = emptySlotLayout<ResponsiveEntry>();
  for (const slot of SLOTS) {
    for (const position of POSITIONS)
      merged[slot][position] = mergeDevices(DEVICES.map((d) => [d, perDevice[d][slot][position]]));
  }
  return merged;
}

function mergeDevices(lists: Array<[Device, PlacedComponent[]]>): ResponsiveEntry[] {
  const entries = new Map<string, ResponsiveEntry>();
  for (const [device, list] of lists) {
    for (const component of list) {
      const key = `${component.id}|${component.variant ?? ''}`;
      const same = entries.get(key);
      if (same) same.devices.push(device);
      else entries.set(key, { ...component, devices: [device] });
    }
  }
  // Order and configuration index do not depend on the device, so one sorted list suits every device.
  return [...entries.values()].sort((a, b) => a.order - b.order || a.id - b.id);
}
