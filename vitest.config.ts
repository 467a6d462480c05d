/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    testTimeout: 20000,
    // The PostgreSQL cluster of the repository tests, started only when a test asks for it.
    globalSetup: ['scripts/vitest-postgres.ts'],
  },
});
