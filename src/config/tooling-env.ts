/**
 * Environment variables read only by the development tools (benchmarks, load and fuzz checks, tests, the start
 * scripts' own plumbing), never by the site's configuration. Listed so that docs/configuration.md names every variable
 * the code reads; `configuration-doc.test.ts` fails on a variable read in src/ or scripts/ that is in no schema and
 * not here.
 */
export const TOOLING_VARIABLES: Record<string, string> = {
  BASE_URL:
    'Address of a running site for `bench:pages`, `bench:js`, `bench:schedules`, `check:load` and `check:fuzz` (else they start the built site themselves), and for `bench:lighthouse` (required).',
  BASE_URL_B: '`bench:schedules` and `bench:lighthouse`: a second running site to compare with `BASE_URL`.',
  CPU_PIDS:
    '`bench:schedules`: `<pid A>,<pid B>` of servers started with `--import ./scripts/bench/lib/thread-cpu-preload.mjs`, to read their main-thread CPU per page.',
  E2E_PORT: 'Port of the site Playwright starts (default 4399); partner-widget specs also use the next two ports.',
  BENCH_PORT: '`bench:js`: port of the built site it starts (default `E2E_PORT`, else 4390).',
  FUZZ_PORT: '`check:fuzz`: port of the site it starts (default `E2E_PORT`, else 4381).',
  LOAD_PORT: '`check:load`: port of the site it starts (default `E2E_PORT`, else 4380).',
  CHROMIUM_PATH: 'Browser for Playwright, `bench:js` and `bench:lighthouse` (default `/usr/bin/chromium`).',
  TEST_DATABASE_URL:
    'PostgreSQL for the tests; without it they start a throwaway cluster when PostgreSQL is installed.',
  PG_BIN: 'Folder of the PostgreSQL programs (`initdb`, `pg_ctl`) for the throwaway test cluster.',
  CI: 'Set by CI: the tests fail instead of skipping PostgreSQL when no cluster can start, and Playwright retries once.',
  NODE_ENV: "The server runs with `production` unless set (React's development build is much slower).",
  ASTRO_NODE_AUTOSTART: "Set to `disabled` by the front door, which serves Astro's handler itself.",
  SITE_SUPERVISED:
    'Set by the supervisor on the server it starts, which then hands its listening socket to the supervisor.',
};
