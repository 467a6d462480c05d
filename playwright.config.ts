import { defineConfig, devices } from '@playwright/test';
import shippedPartners from './src/config/partners.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 4399);
/** e2e/widgets.spec.ts serves partner pages on the next two ports: an allowed partner origin, then a refused one. */
const partnerOrigin = `http://127.0.0.1:${port + 1}`;
const partners = [
  ...shippedPartners,
  {
    id: 'e2e-partner',
    name: 'E2E Partner',
    logo: '/cobranding/hudson-books.svg',
    colors: { primary: '#7a2e0e', background: '#fffaf3' },
    allowedOrigins: [partnerOrigin],
    defaultWidget: { kind: 'departures', params: { stop: 'subway:127' } },
  },
];

/** Browser journeys against the built server, in Debian's Chromium (Playwright's own browser download is unavailable). */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless=new',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/fr`,
    // Every test browses from 127.0.0.1: per-client rate limits (issue 11) would refuse the suite's own searches and
    // sign-ins; they have their own unit tests.
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_JOURNEY_SEARCH: '100000/60',
      RATE_LIMIT_PLACE_SEARCH: '100000/60',
      RATE_LIMIT_SIGN_IN: '100000/60',
      RATE_LIMIT_SIGN_UP: '100000/60',
      RATE_LIMIT_CART_WRITE: '100000/60',
      RATE_LIMIT_CART_READ: '100000/60',
      COBRANDING_PARTNERS: JSON.stringify(partners),
    },
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
  },
});
