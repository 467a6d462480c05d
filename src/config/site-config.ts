import { readFileSync } from 'node:fs';
import { ConfigError } from './config-error.ts';
import { getEnv } from './env.ts';
import shippedDefault from './site.json' with { type: 'json' };
import { siteConfigSchema, type SiteConfig } from './site-schema.ts';

/** Validates a site configuration document; throws a ConfigError naming every bad key. */
export function parseSiteConfig(input: unknown, source = 'site configuration'): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (!result.success) throw new ConfigError(source, result.error.issues);
  return result.data;
}

function readConfigFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read SITE_CONFIG file ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`SITE_CONFIG file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

let cached: SiteConfig | undefined;

/** The site configuration, loaded and validated once per process: the SITE_CONFIG file, else the shipped site.json. */
export function getSiteConfig(): SiteConfig {
  if (!cached) {
    const path = getEnv().siteConfigPath;
    cached = path
      ? parseSiteConfig(readConfigFile(path), `site configuration (${path})`)
      : parseSiteConfig(shippedDefault, 'site configuration (src/config/site.json)');
  }
  return cached;
}

/** `features.{name}.enabled`, false when the feature is not configured (spec section 3). */
export function isFeatureEnabled(config: SiteConfig, name: string): boolean {
  const feature = (config.features as Record<string, { enabled?: boolean } | undefined>)[name];
  return feature?.enabled === true;
}
