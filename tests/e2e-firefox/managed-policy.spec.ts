import { expect, test } from '@playwright/test';

import { Firefox } from './support/firefox';
import { PanelTab } from './support/pages';
import { isChecked } from './support/settings';

/**
 * Issue 15, items 1 and 4: the Firefox build reads the organisation's policy through the same
 * storage.managed code path as Chrome. The policy is given to this Firefox alone (see
 * Firefox.launch), with a hostile part that must be refused.
 */

const SHOW_PILL = 'Show the “Check claim” button when I select text';

test('a locked setting shows “Set by your organisation”, read-only; the policy’s API key and http endpoint are refused with the reason', async () => {
  const firefox = await Firefox.launch({
    managed: {
      locked: { 'general.showPill': false, 'web.maxResults': 10 },
      llm: { baseUrl: 'http://llm.example.org/v1', apiKey: 'sk-from-policy' },
    },
  });
  try {
    const panel = await PanelTab.open(firefox);
    await panel.open('Settings');
    await expect
      .poll(() => panel.shown())
      .toContain('Your organisation manages ClaimLens on this browser: 2 settings cannot be changed here.');
    expect(await isChecked(panel, SHOW_PILL)).toBe(false);
    const [box] = await panel.byRole('checkbox', SHOW_PILL);
    expect(await panel.tab.callOn<boolean>(box!, 'function (el) { return el.matches(":disabled"); }')).toBe(true);
    await panel.clickWhenShown(async () => panel.css('.managed-notice summary'), 'the refused parts');
    const shown = await panel.shown();
    expect(shown).toContain('llm.apiKey: API keys and other secrets are never taken from a policy');
    expect(shown).toContain('llm.baseUrl: must be an https:// address');
    expect(shown).not.toContain('sk-from-policy');
  } finally {
    await firefox.close();
  }
});
