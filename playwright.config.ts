import { defineConfig } from '@playwright/test';

// End-to-end tests drive the built extension (.output/chrome-mv3) in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
});
