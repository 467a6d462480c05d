import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { getEnv } from './env.ts';
import shippedPartners from './partners.json' with { type: 'json' };
import { HEX_COLOUR, PARTNER_ID, WIDGET_KINDS, widgetParamsProblem } from '../contract/widget-params.ts';
import { safeLinkHref } from '../domain/safe-link.ts';

/**
 * Co-branding partners: who may frame the widgets, how their pages look, which widget they show first. Read once at
 * start from COBRANDING_PARTNERS (a JSON array, or the path of a file holding it), else the shipped
 * src/config/partners.json. Each `.describe()` is the key's documentation (docs/configuration.md is generated from it).
 */

const origin = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'must be an origin such as https://partner.example (no path)');
const colour = z.string().regex(HEX_COLOUR, 'must be a colour such as #0b5cad');

const widgetSpec = z
  .object({ kind: z.enum(WIDGET_KINDS), params: z.record(z.string(), z.string()).default({}) })
  .superRefine((widget, ctx) => {
    const problem = widgetParamsProblem(widget.kind, new URLSearchParams(widget.params));
    if (problem) ctx.addIssue({ code: 'custom', path: ['params', problem.param], message: problem.message });
  });

export const partnerSchema = z.object({
  id: z
    .string()
    .regex(PARTNER_ID, 'lowercase letters, digits and hyphens, at most 40')
    // The generator's static path /{lang}/cobranding/demo/widgets-definitions would hide a partner of that name.
    .refine((id) => id !== 'widgets-definitions', 'widgets-definitions is the generator page')
    .describe(
      'Lowercase letters, digits and hyphens, at most 40: the `partner` widget parameter and the demo page `/{lang}/cobranding/demo/{id}`.',
    ),
  name: z.string().trim().min(1).max(80).describe("The partner's name, shown on its demo page."),
  logo: z
    .string()
    .refine((value) => safeLinkHref(value) !== undefined, 'must be an http(s) address or a path starting with /')
    .optional()
    .describe('Logo image: an http(s) address or a path on this site.'),
  website: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe("The partner's own site, linked from its demo page."),
  colors: z
    .object({
      primary: colour.default('#0b5cad').describe("`#rrggbb` of buttons, links and accents in the partner's widgets."),
      background: colour.default('#ffffff').describe("`#rrggbb` page background of the partner's widgets."),
    })
    .default({ primary: '#0b5cad', background: '#ffffff' }),
  allowedOrigins: z
    .array(origin)
    .default([])
    .describe("Origins whose pages may frame this partner's widgets (CSP `frame-ancestors` on widget responses only)."),
  defaultWidget: widgetSpec.describe(
    "The widget the partner's pages show first: `{ kind: trip | departures | timetable, params }`, the params checked like a widget address (docs/widgets.md).",
  ),
  widgets: z
    .array(widgetSpec)
    .max(6)
    .default([])
    .describe("Up to 6 more widgets (same form) shown on the partner's demo page."),
});

export type PartnerWidget = z.infer<typeof widgetSpec>;

export type Partner = z.infer<typeof partnerSchema>;

export const partnersSchema = z.array(partnerSchema).superRefine((partners, ctx) => {
  const seen = new Set<string>();
  partners.forEach((partner, index) => {
    if (seen.has(partner.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `${partner.id} is listed twice` });
    seen.add(partner.id);
  });
});

export function parsePartners(input: unknown, source = 'co-branding partners'): Partner[] {
  const result = partnersSchema.safeParse(input);
  if (!result.success) throw new ConfigError(source, result.error.issues);
  return result.data;
}

function readPartnersFile(path: string): unknown {
  // The array itself (containers, tests) rather than a file path.
  if (path.startsWith('[')) {
    try {
      return JSON.parse(path);
    } catch (error) {
      throw new Error(`COBRANDING_PARTNERS is not valid JSON: ${(error as Error).message}`);
    }
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read COBRANDING_PARTNERS file ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`COBRANDING_PARTNERS file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

let cached: Partner[] | undefined;

/** Every configured partner, loaded and validated once per process. */
export function getPartners(): Partner[] {
  if (!cached) {
    const path = getEnv().partnersPath;
    cached = path
      ? parsePartners(
          readPartnersFile(path),
          `co-branding partners (${path.startsWith('[') ? 'COBRANDING_PARTNERS' : path})`,
        )
      : parsePartners(shippedPartners, 'co-branding partners (src/config/partners.json)');
  }
  return cached;
}

export function findPartner(id: string | null | undefined, partners: Partner[] = getPartners()): Partner | undefined {
  return id ? partners.find((partner) => partner.id === id) : undefined;
}
