import { defineConfig } from '@playwright/test';

// End-to-end tests of the Firefox build (.output/firefox-mv3) in Debian's firefox-esr, driven
// over WebDriver BiDi (tests/e2e-firefox/support/firefox.ts). Playwright is only the runner here.
export default defineConfig({
  testDir: 'tests/e2e-firefox',
  testMatch: '**/*.spec.ts',
  timeout: 150_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Each test has its own Firefox, profile and home folder (support/firefox.ts): two run at once.
  workers: 2,
  // As for Chromium (playwright.config.ts): one retry on CI, none locally.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results/firefox',
});
