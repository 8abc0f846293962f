import { generateSigningKey, signList } from '../../lib/sources/shared/signature';
import { teamList } from '../support/web-fixtures/lists';
import { SidePanel } from './support/pages';
import { expect, SourcesTabPage, test } from './support/web';

const LIST_URL = 'https://lists.example.org/team.json';

test('subscribing to a signed shared list adds its domains; a tampered update is refused with the reason and the good list stays', async ({
  context,
  extensionId,
  web,
}) => {
  const key = await generateSigningKey();
  const good = await signList(teamList(['sciencebasedmedicine.org', 'fullfact.org']), key);
  web.setList('/team.json', { body: JSON.stringify(good), etag: '"v1"' });

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Sources');
  const sources = new SourcesTabPage(panel.page);
  await expect(sources.source('sciencebasedmedicine.org')).toHaveCount(0);

  await sources.subscribe('http://lists.example.org/team.json');
  await expect(sources.message()).toHaveText(/^Not subscribed\. Shared lists must be served over HTTPS/);

  await sources.subscribe(LIST_URL);
  await expect(sources.message()).toHaveText(
    'Subscribed to “Health desk list”: 2 domains, signature verified and key pinned.',
  );
  const row = sources.subscription('Health desk list');
  await expect(row).toContainText('by Example Newsroom · 2 domains');
  await expect(row).toContainText(/Last synced .* signed, key ([0-9a-f]{2}:){15}[0-9a-f]{2}/);
  await expect(sources.source('sciencebasedmedicine.org')).toContainText('From: Shared list “Health desk list”');
  await expect(sources.source('fullfact.org')).toContainText('From: Default list · Shared list “Health desk list”');

  // The publisher's file is altered after signing: one domain slipped in.
  const tampered = {
    ...good,
    sources: [...good.sources, { domain: 'garlic-cures.example', name: 'Garlic cures', category: 'Other' }],
  };
  web.setList('/team.json', { body: JSON.stringify(tampered), etag: '"v2"' });
  await panel.page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(row.getByRole('alert')).toHaveText(
    /^Update refused .*: The list’s signature does not match its content \(it was altered after signing, or signed wrongly\): refused\. The last good list stays in use\.$/,
  );
  await expect(sources.message()).toHaveText('1 list update(s) refused: see below.');
  await expect(sources.source('garlic-cures.example')).toHaveCount(0);
  await expect(sources.source('sciencebasedmedicine.org')).toBeVisible();
  expect(web.requests.filter((r) => r.path === '/team.json').at(-1)?.headers['if-none-match']).toBe('"v1"');

  // A good, newer update from the same key is taken, and clears the refusal.
  web.setList('/team.json', {
    body: JSON.stringify(
      await signList(teamList(['sciencebasedmedicine.org', 'cochranelibrary.com'], '2026-11-20T00:00:00.000Z'), key),
    ),
    etag: '"v3"',
  });
  await panel.page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(sources.message()).toHaveText('Shared lists are up to date.');
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expect(sources.source('fullfact.org')).toContainText(/^(?!.*Shared list).*From: Default list/s);
});

test('the user adds, removes and restores domains; a public suffix is refused with the reason', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Sources');
  const sources = new SourcesTabPage(panel.page);
  const form = panel.page.getByRole('form', { name: 'Add a trusted domain' });

  await form.getByRole('textbox', { name: 'Domain' }).fill('co.uk');
  await form.getByRole('button', { name: 'Add domain' }).click();
  await expect(sources.message()).toHaveText(/“co\.uk” is a public suffix shared by many unrelated sites/);

  await form.getByRole('textbox', { name: 'Domain' }).fill('https://MedlinePlus.gov/druginfo/');
  await form.getByRole('textbox', { name: 'Name' }).fill('MedlinePlus');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('Clinical reference');
  await form.getByRole('textbox', { name: 'Only these paths' }).fill('/druginfo/');
  await form.getByRole('button', { name: 'Add domain' }).click();
  await expect(sources.message()).toHaveText('Added medlineplus.gov.');
  const added = sources.source('medlineplus.gov');
  await expect(added).toContainText(
    'MedlinePlus medlineplus.gov (only /druginfo/ — your choice: its other pages are not trusted)',
  );
  await expect(added).toContainText('From: Added by you');

  await added.getByRole('button', { name: 'Remove medlineplus.gov' }).click();
  await expect(added).toHaveCount(0);
  await sources.source('snopes.com').getByRole('button', { name: 'Remove snopes.com' }).click();
  await panel.page.getByText('Removed domains (2)').click();
  await panel.page.getByRole('button', { name: 'Restore medlineplus.gov' }).click();
  await expect(sources.source('medlineplus.gov')).toContainText(
    'MedlinePlus medlineplus.gov (only /druginfo/ — your choice: its other pages are not trusted)',
  );
  await expect(panel.page.getByText('Removed domains (1)')).toBeVisible();

  // Nothing of this is lost on reload: it lives in storage (and syncs through storage.sync).
  await panel.page.reload();
  await panel.tab('Sources');
  await expect(sources.source('medlineplus.gov')).toBeVisible();
  await expect(sources.source('snopes.com')).toHaveCount(0);
});
