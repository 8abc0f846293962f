import type { BrowserContext } from '@playwright/test';

import { generateSigningKey, signList } from '../../lib/sources/shared/signature';
import { teamList } from '../support/web-fixtures/lists';
import { FlagFeedPage, siteSwitch } from './support/feed-flags';
import { ClaimPage, SidePanel } from './support/pages';
import { launchWithPolicyExtension, removePolicy, unpackedExtensionId, writePolicy } from './support/policy';
import { expect, SourcesTabPage, test } from './support/web';

/**
 * Issue 15, item 1, with a real policy file: Debian's Chromium reads
 * /etc/chromium/policies/managed/*.json and hands 3rdparty.extensions.<id> to the extension's
 * storage.managed (verified: also for an unpacked extension loaded with --load-extension,
 * provided the manifest declares storage.managed_schema).
 */

const LIST_URL = 'https://lists.example.org/team.json';
const PILL_LABEL = 'Show the “Check claim” button when I select text';

test.afterEach(() => removePolicy());

test('the policy’s list is subscribed and locked, its locks hold against the UI and an import, and a policy change applies without a restart', async ({
  web,
  server,
}) => {
  test.setTimeout(120_000);
  const key = await generateSigningKey();
  web.setList('/team.json', {
    body: JSON.stringify(await signList(teamList(['sciencebasedmedicine.org', 'fullfact.org']), key)),
  });
  const id = unpackedExtensionId();
  writePolicy({
    sourceLists: [{ url: LIST_URL, publicKey: key.publicKey }],
    // An http endpoint is a string, so Chrome's schema lets it through; ClaimLens refuses it.
    llm: { baseUrl: 'http://llm.example.org/v1', model: 'team-model' },
    locked: { 'general.showPill': false, 'web.maxResults': 10 },
  });

  let context: BrowserContext | null = null;
  try {
    context = await launchWithPolicyExtension(web.chromiumArgs());
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    expect(worker.url().split('/')[2]).toBe(id);
    const panel = await SidePanel.open(context, id);

    // Sources: the organisation's list is there, verified with the pinned key, and cannot be unsubscribed.
    await panel.tab('Sources');
    const sources = new SourcesTabPage(panel.page);
    const row = sources.subscription('Health desk list');
    await expect(row).toContainText('by Example Newsroom · 2 domains', { timeout: 20_000 });
    await expect(row).toContainText(/signed, key ([0-9a-f]{2}:){15}[0-9a-f]{2}/);
    await expect(row).toContainText('Set by your organisation');
    await expect(row.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await expect(sources.source('sciencebasedmedicine.org')).toContainText('From: Shared list “Health desk list”');

    // Settings: what the policy set, what it refused and why, and the locked control read-only.
    await panel.tab('Settings');
    const notice = panel.page.getByRole('region', { name: 'Set by your organisation' });
    await expect(notice.getByRole('list', { name: 'Locked settings' }).getByRole('listitem')).toHaveText([
      'general.showPill',
      'web.maxResults',
    ]);
    await notice.getByText('Parts of the policy were refused (1)').click();
    await expect(notice.getByRole('list', { name: 'Refused policy fields' })).toContainText(
      'llm.baseUrl: must be an https:// address',
    );
    const pill = panel.page.getByLabel(PILL_LABEL);
    await expect(pill).not.toBeChecked();
    await expect(pill).toBeDisabled();
    const note = panel.page
      .getByRole('group', { name: /general\.showPill: set by your organisation/ })
      .getByText('Set by your organisation');
    await note.focus();
    await expect(note).toBeFocused();

    // An import that turns the pill on and lowers checks at once: the lock is skipped and said so, the rest applies.
    await panel.importSettings(
      JSON.stringify({
        format: 'claimlens-settings',
        version: 1,
        settings: { general: { showPill: true, maxConcurrentChecks: 1 } },
      }),
    );
    await expect(panel.importReview().getByRole('list', { name: 'Not imported' })).toHaveText(
      'general.showPill: Set by your organisation',
    );
    await panel.answerImport('Apply');
    await expect(panel.page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
      'Imported settings from team-settings.json. Skipped (set by your organisation): general.showPill.',
    );
    await expect(pill).not.toBeChecked();
    await expect(panel.page.getByLabel('Checks at the same time')).toHaveValue('1');

    // On a page: the locked pill stays off.
    const page = await context.newPage();
    await page.goto(server.url('article.html'));
    const article = new ClaimPage(page);
    await article.select('garlic cures COVID-19 within three days');
    await expect.poll(() => article.pill().count()).toBe(0);

    // The admin lifts the pill lock: Chromium reloads the policy folder, and the change applies without a restart.
    writePolicy({ sourceLists: [{ url: LIST_URL, publicKey: key.publicKey }], locked: { 'web.maxResults': 10 } });
    await panel.page.bringToFront();
    await expect(pill).toBeEnabled({ timeout: 45_000 });
    await expect(pill).toBeChecked();
    await expect(notice.getByRole('list', { name: 'Locked settings' }).getByRole('listitem')).toHaveText([
      'web.maxResults',
    ]);
    await page.bringToFront();
    await page.mouse.click(5, 5);
    await article.select('garlic cures COVID-19 within three days');
    await expect.poll(() => article.checkButton().isVisible()).toBe(true);
  } finally {
    removePolicy();
    await context?.close();
  }
});

test('flagging locked on by the organisation: the site switch shows it read-only and says why, and the feed is flagged', async ({
  server,
}) => {
  test.setTimeout(90_000);
  writePolicy({ locked: { 'feeds.flagKnown': true } });
  let context: BrowserContext | null = null;
  try {
    context = await launchWithPolicyExtension();
    const panel = await SidePanel.open(context, unpackedExtensionId());
    const page = await context.newPage();
    await page.goto(server.url('feed-flags.html'));
    const toggle = siteSwitch(panel);
    await expect(toggle).toBeChecked({ timeout: 20_000 });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription('Set by your organisation');
    await expect.poll(() => new FlagFeedPage(page).flags().count(), { timeout: 40_000 }).toBe(2);
  } finally {
    removePolicy();
    await context?.close();
  }
});
