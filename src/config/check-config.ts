import { getEnv } from './env.ts';
import { getSiteConfig } from './site-config.ts';
import { getPartners } from './partners.ts';
import { ConfigError } from './config-error.ts';
import { serverLimitsSchema } from '../server/server-limits.ts';
import { realtimeConfigSchema } from '../server/realtime/realtime-config.ts';
import { mailSettingsSchema } from '../server/mail/mail-settings.ts';
import { refreshConfigSchema } from '../server/network/refresh/refresh-config.ts';

/**
 * Validates the environment and the site configuration before the server starts (scripts/start.mjs), so a bad value
 * stops the start with a message naming the key instead of failing every request later.
 */
export function checkConfiguration(): void {
  try {
    getEnv();
    getSiteConfig();
    getPartners();
    const limits = serverLimitsSchema.safeParse(process.env);
    if (!limits.success) throw new ConfigError('environment variable', limits.error.issues);
    const realtime = realtimeConfigSchema.safeParse(process.env);
    if (!realtime.success) throw new ConfigError('environment variable', realtime.error.issues);
    const mail = mailSettingsSchema.safeParse(process.env);
    if (!mail.success) throw new ConfigError('environment variable', mail.error.issues);
    const refresh = refreshConfigSchema.safeParse(process.env);
    if (!refresh.success) throw new ConfigError('environment variable', refresh.error.issues);
  } catch (error) {
    console.error(`Configuration error, the server does not start.\n${(error as Error).message}`);
    process.exit(1);
  }
}
