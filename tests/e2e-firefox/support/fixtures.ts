import { test as base } from '@playwright/test';

import { type FixtureServer, serverFixture } from '../../e2e/support/server';
import { Firefox } from './firefox';

/** A fresh Firefox profile with the add-on installed, per test, and the fixture page server. */

interface Fixtures {
  /** The browser's interface language (`test.use({ uiLanguage: 'de' })`); the system's where unset. */
  uiLanguage: string | undefined;
  firefox: Firefox;
}
interface WorkerFixtures {
  server: FixtureServer;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: serverFixture,
  uiLanguage: [undefined, { option: true }],
  firefox: async ({ uiLanguage }, use) => {
    const firefox = await Firefox.launch(uiLanguage ? { locale: uiLanguage } : {});
    await use(firefox);
    await firefox.close();
  },
});

export const expect = test.expect;
