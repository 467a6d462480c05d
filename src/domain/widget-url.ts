import type { Lang } from '../i18n/index.ts';
import { parseHexColour, contrastRatio as rgbContrast } from './line-badge-colors.ts';

/**
 * The widgets' addresses and the links they open, as pure functions the generator (browser, no zod) and the pages share.
 * The server checks the same parameters with src/contract/widget-params.ts; docs/widgets.md is the stable interface.
 */

export type WidgetKindName = 'trip' | 'departures' | 'timetable';

/** `/{lang}/widgets/{kind}?…`: empty values are left out, everything URL-encoded. */
export function widgetPath(lang: Lang, kind: WidgetKindName, params: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = search.toString();
  return `/${lang}/widgets/${kind}${query ? `?${query}` : ''}`;
}

export interface WidgetCampaign {
  kind: WidgetKindName;
  /** The partner whose page the widget was on; plain "widget" when the address names none. */
  partner?: string | null;
}

/**
 * A link that leaves a widget for the full site (opened in a new tab): the same-origin path with the campaign
 * parameters analytics read (utm_source = partner, utm_medium = widget, utm_campaign = widget kind), and no widget flag.
 */
export function fullSiteHref(path: string, campaign: WidgetCampaign): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.delete('widget');
  query.set('utm_source', campaign.partner || 'widget');
  query.set('utm_medium', 'widget');
  query.set('utm_campaign', `widget-${campaign.kind}`);
  return `${queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)}?${query.toString()}${hash}`;
}

/** WCAG contrast of two `#rrggbb` colours (the same measure as the line badges'). */
export function contrastRatio(a: string, b: string): number {
  return rgbContrast(parseHexColour(a)!, parseHexColour(b)!);
}

/** Text on a partner's primary colour: white or near-black, whichever reads better. */
export function onColour(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#111827') ? '#ffffff' : '#111827';
}

/**
 * The style rule of a branded widget or partner page. Only `#rrggbb` values reach it (the contract and the partner
 * schema refuse anything else), so nothing can escape the rule.
 */
export function widgetThemeCss(colours: { primary?: string; background?: string }): string {
  const declarations = themeDeclarations(colours);
  return declarations ? `:root,:root[data-theme]{${declarations}}` : '';
}

/** The same colours as declarations for one element's style attribute (a partner's band on its demo page). */
export function themeDeclarations(colours: { primary?: string; background?: string }): string {
  const hex = /^#[0-9a-f]{6}$/i;
  const rules: string[] = [];
  if (colours.primary && hex.test(colours.primary)) {
    rules.push(
      `--color-primary:${colours.primary}`,
      `--color-primary-strong:${colours.primary}`,
      `--color-on-primary:${onColour(colours.primary)}`,
    );
  }
  if (colours.background && hex.test(colours.background)) {
    const dark = onColour(colours.background) === '#ffffff';
    rules.push(
      `--color-surface:${colours.background}`,
      `--color-surface-muted:${colours.background}`,
      `--color-ink:${dark ? '#f9fafb' : '#111827'}`,
      `--color-ink-muted:${dark ? '#d1d5db' : '#4b5563'}`,
    );
  }
  return rules.join(';');
}
