import type { z } from 'zod';
import { dataImportEnvSchema } from './data-import-env.ts';
import { refreshConfigSchema } from '../server/network/refresh/refresh-config.ts';
import { envSchema } from './env.ts';
import { partnerSchema } from './partners.ts';
import { siteConfigSchema } from './site-schema.ts';
import { TOOLING_VARIABLES } from './tooling-env.ts';
import { mailSettingsSchema } from '../server/mail/mail-settings.ts';
import { realtimeConfigSchema } from '../server/realtime/realtime-config.ts';
import { serverLimitsSchema } from '../server/server-limits.ts';

/**
 * docs/configuration.md, written from the configuration schemas: each setting is described once, by `.describe()` on
 * its zod schema, and `npm run docs:config` writes this text. A key without a description has no entry's text here
 * (`configuration-doc.test.ts` fails on it), so a new setting cannot go undocumented.
 */

interface Section {
  title: string;
  source: string;
  intro?: string;
  schema: z.ZodType;
  kind: 'env' | 'json';
}

export const ENV_SECTIONS: Section[] = [
  { title: 'Server and site', source: 'src/config/env.ts', schema: envSchema, kind: 'env' },
  {
    title: 'Journey planner capacity and rate limits',
    source: 'src/server/server-limits.ts',
    schema: serverLimitsSchema,
    kind: 'env',
  },
  { title: 'Realtime', source: 'src/server/realtime/realtime-config.ts', schema: realtimeConfigSchema, kind: 'env' },
  { title: 'Mail', source: 'src/server/mail/mail-settings.ts', schema: mailSettingsSchema, kind: 'env' },
  {
    title: 'Timetable refresh',
    source: 'src/server/network/refresh/refresh-config.ts',
    schema: refreshConfigSchema,
    kind: 'env',
  },
  {
    title: 'Transit data (`npm run data`)',
    source: 'src/config/data-import-env.ts',
    schema: dataImportEnvSchema,
    kind: 'env',
  },
];

export const JSON_SECTIONS: Section[] = [
  {
    title: 'Site configuration (`SITE_CONFIG`)',
    source: 'src/config/site-schema.ts',
    intro:
      'A JSON document; the shipped `src/config/site.json` sets the New York site (USD, OpenFreeMap basemap, the demo shop, the header and sidebar components).',
    schema: siteConfigSchema,
    kind: 'json',
  },
  {
    title: 'Co-branding partners (`COBRANDING_PARTNERS`)',
    source: 'src/config/partners.ts',
    intro:
      'A JSON array of partners (the shipped `src/config/partners.json` holds demo partners); the keys of each partner:',
    schema: partnerSchema,
    kind: 'json',
  },
];

export interface ConfigurationEntry {
  key: string;
  description: string | undefined;
  defaultValue: unknown;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;
const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'catch', 'default', 'prefault']);

/** The value a missing key takes, read from the schema's `default` / `prefault` wrappers (undefined when none). */
function defaultOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (def.type === 'default' || def.type === 'prefault') return def.defaultValue;
  if (WRAPPERS.has(def.type) && def.innerType) return defaultOf(def.innerType);
  if (def.type === 'pipe') return (def.in && defaultOf(def.in)) ?? (def.out && defaultOf(def.out));
  return undefined;
}

/** The schema under optional/default wrappers and preprocessing: the shape a key's value has. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return unwrap(defOf(def.in).type === 'transform' ? def.out : def.in);
  return schema;
}

/**
 * Every documented key of a schema. A described key is one entry; an undescribed object or array of objects is
 * documented key by key (`banners.enabled`, `components[].slot`, a catch-all object's keys as `{name}`).
 */
export function configurationEntries(schema: z.ZodType, prefix = ''): ConfigurationEntry[] {
  const shape = defOf(unwrap(schema));
  const entries: ConfigurationEntry[] = [];
  const visit = (key: string, field: z.ZodType) => {
    const inner = defOf(unwrap(field));
    if (!field.description && inner.type === 'object') entries.push(...configurationEntries(field, `${key}.`));
    else if (
      !field.description &&
      inner.type === 'array' &&
      inner.element &&
      defOf(unwrap(inner.element)).type === 'object'
    )
      entries.push(...configurationEntries(inner.element, `${key}[].`));
    else entries.push({ key, description: field.description, defaultValue: defaultOf(field) });
  };
  for (const [key, field] of Object.entries(shape.shape ?? {})) visit(`${prefix}${key}`, field);
  const catchall = shape.catchall && defOf(shape.catchall).type;
  if (shape.catchall && catchall !== 'never' && catchall !== 'unknown') visit(`${prefix}{name}`, shape.catchall);
  return entries;
}

function formatDefault(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

function renderEntry(entry: ConfigurationEntry): string {
  const text = entry.description ?? '(undocumented)';
  const fallback = entry.defaultValue === undefined ? '' : ` Default ${formatDefault(entry.defaultValue)}.`;
  return `- \`${entry.key}\`: ${text}${fallback}`;
}

function renderSection(section: Section, level: string): string[] {
  return [
    `${level} ${section.title}`,
    '',
    ...(section.intro ? [section.intro, ''] : []),
    `Schema: \`${section.source}\`.`,
    '',
    ...configurationEntries(section.schema).map(renderEntry),
    '',
  ];
}

/** Every environment variable a configuration schema reads. */
export function schemaVariables(): string[] {
  return ENV_SECTIONS.flatMap((section) => configurationEntries(section.schema).map((entry) => entry.key));
}

/** The text of docs/configuration.md. */
export function renderConfigurationDoc(): string {
  return [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:config` from the `.describe()` texts of the schemas named below: edit those. -->',
    '',
    'The site is configured by environment variables and two JSON documents (the site configuration and the',
    'co-branding partners). `npm start` checks all of them before serving (`src/config/check-config.ts`): a bad value',
    'stops the start with a message naming the variable or key. A blank variable counts as unset.',
    '',
    '## Environment variables',
    '',
    ...ENV_SECTIONS.flatMap((section) => renderSection(section, '###')),
    ...JSON_SECTIONS.flatMap((section) => renderSection(section, '##')),
    '## Tooling variables',
    '',
    'Read only by benchmarks, checks, tests and the start scripts themselves (`src/config/tooling-env.ts`):',
    '',
    ...Object.entries(TOOLING_VARIABLES).map(([name, text]) => `- \`${name}\`: ${text}`),
    '',
  ].join('\n');
}
