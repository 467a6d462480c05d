import { z } from 'zod';

/**
 * WordPress "menus/v1" (WP-REST-API V2 Menus plugin): GET /wp-json/menus/v1/menus/{slug}. Only the fields the site
 * reads are required, and unknown fields are kept, so a real WordPress answer parses unchanged.
 */
export interface WpMenuItem {
  ID: number;
  title: string;
  url: string;
  type_label: string;
  menu_order?: number;
  type?: string;
  object?: string;
  object_id?: string;
  menu_item_parent?: string;
  target?: string;
  child_items?: WpMenuItem[];
  [extra: string]: unknown;
}

export const WpMenuItem: z.ZodType<WpMenuItem> = z
  .lazy(() =>
    z.looseObject({
      ID: z.number(),
      title: z.string(),
      url: z.string(),
      type_label: z.string(),
      menu_order: z.number().optional(),
      type: z.string().optional(),
      object: z.string().optional(),
      object_id: z.string().optional(),
      menu_item_parent: z.string().optional(),
      target: z.string().optional(),
      child_items: z.array(WpMenuItem).optional(),
    }),
  )
  .meta({ id: 'WpMenuItem' });

export const WpMenu = z.looseObject({
  term_id: z.number().optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
  taxonomy: z.string().optional(),
  count: z.number().optional(),
  items: z.array(WpMenuItem).default([]),
});
export type WpMenu = z.infer<typeof WpMenu>;

export const MENU_SLUG_PATTERN = /^menu-(primaire-header|secondaire-footer)(-(en|es|it|de))?$/;

/** What the site hands to the header and footer: title, url, nested children, type label. */
export interface CmsMenuItem {
  title: string;
  /** An http(s) address or a same-origin path; '' for a parent whose own link was unsafe or missing. */
  url: string;
  typeLabel: string;
  children: CmsMenuItem[];
}
