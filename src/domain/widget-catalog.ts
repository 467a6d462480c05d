import type { RouteName } from './route-table.ts';

/** The pages a partner site can embed in widget mode, by demo id (spec: co-branding demo for one id). */
export const WIDGETS = [
  { id: 'home', route: 'index', i18nKey: 'home' },
  { id: 'proximity', route: 'proximity', i18nKey: 'proximity' },
  { id: 'schedules', route: 'schedules', i18nKey: 'schedules' },
] as const satisfies readonly { id: string; route: RouteName; i18nKey: string }[];

export type WidgetDefinition = (typeof WIDGETS)[number];

export function findWidget(id: string): WidgetDefinition | undefined {
  return WIDGETS.find((widget) => widget.id === id);
}
