import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('runtime environment', () => {
  it('reads the variables with their defaults', () => {
    expect(parseEnv({})).toEqual({
      apiKey: undefined,
      networkId: undefined,
      domainName: undefined,
      appConfig: undefined,
      bffUrl: undefined,
      ssrBffUrl: undefined,
      isWidget: false,
      trustedTypes: 'enforce',
      siteConfigPath: undefined,
      publicBaseUrl: undefined,
    });
  });

  it('maps every variable and lets SSR reuse the BFF address', () => {
    const env = parseEnv({
      API_KEY: ' k ',
      NETWORK_ID: 'nyc',
      BFF_URL: 'https://bff.example/api',
      IS_WIDGET: 'true',
      SITE_CONFIG: '/etc/site.json',
    });
    expect(env).toMatchObject({
      apiKey: 'k',
      networkId: 'nyc',
      bffUrl: 'https://bff.example/api',
      ssrBffUrl: 'https://bff.example/api',
      isWidget: true,
      siteConfigPath: '/etc/site.json',
    });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => parseEnv({ BFF_URL: 'bff.example' })).toThrow(/Invalid environment variable:\n {2}- BFF_URL: /);
    expect(() => parseEnv({ IS_WIDGET: 'yes' })).toThrow(/ {2}- IS_WIDGET: /);
  });
});

describe('BFF timeout', () => {
  it('is a whole number of milliseconds', () => {
    expect(parseEnv({ UPSTREAM_BUDGET_MS: '2500' }).upstreamBudgetMs).toBe(2500);
    expect(parseEnv({ BFF_TIMEOUT_MS: '2000' }).upstreamBudgetMs).toBe(2000);
    expect(() => parseEnv({ UPSTREAM_BUDGET_MS: 'soon' })).toThrow(/ {2}- UPSTREAM_BUDGET_MS: /);
  });
});

describe('shared database', () => {
  it('takes a postgres:// URL and a pool size, and refuses anything else', () => {
    expect(
      parseEnv({ DATABASE_URL: 'postgres://site:secret@db:5432/transit', DATABASE_POOL_SIZE: '20' }),
    ).toMatchObject({
      databaseUrl: 'postgres://site:secret@db:5432/transit',
      databasePoolSize: 20,
    });
    expect(parseEnv({ DATABASE_URL: 'postgresql://db/transit' }).databaseUrl).toBe('postgresql://db/transit');
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/transit' })).toThrow(
      / {2}- DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/ {2}- DATABASE_POOL_SIZE: /);
  });
});

describe('trusted proxies', () => {
  it('takes addresses and CIDR ranges, and names a bad entry', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8,192.0.2.10' }).trustedProxies).toBe('10.0.0.0/8,192.0.2.10');
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8,lb' })).toThrow(
      / {2}- TRUSTED_PROXIES: "lb" is not an address or CIDR range/,
    );
  });
});
