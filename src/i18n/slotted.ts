import type { TFunction } from 'i18next';

/**
 * Sentences a browser script fills in without i18next: the server translates them with `{name}` slots in place of
 * their values, and `fillSlots` puts the values in on the page.
 */
export function slotted(t: TFunction, key: string, slots: readonly string[]): string {
  const values = Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`]));
  return t(key, { ...values, interpolation: { escapeValue: false } });
}

export function fillSlots(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
