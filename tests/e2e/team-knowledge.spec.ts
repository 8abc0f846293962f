import { generateSigningKey, signDocument } from '../../lib/sources/shared/signature';
import { KnowledgeTab } from './support/knowledge';
import { ClaimPage, SidePanel } from './support/pages';
import { deskPack, DisputeForm, TeamPacksSection } from './support/team';
import { expect, test } from './support/web';

/**
 * Teams, end to end in the built extension: a signed team pack served over HTTPS is subscribed,
 * answers from memory, is updated by the scheduled refresh with its diff shown, and a tampered
 * update is refused keeping the pack; a reader's correction of a verdict answers the next check.
 */

const PACK_URL = 'https://packs.example.org/desk-pack.json';
const SALINE = 'rinsing the nose with saline protects against COVID-19 infection';
const MASKS = 'masks reduce the spread of respiratory viruses';
const V1 = [
  { id: 'saline', text: 'Rinsing the nose with saline protects against COVID-19 infection.', status: 'FALSE' as const },
  { id: 'vitc', text: 'Vitamin C cures the common cold.', status: 'FALSE' as const },
  { id: 'wash', text: 'Washing hands with soap removes viruses.', status: 'TRUE' as const },
];
const V2 = [
  V1[0]!,
  { ...V1[2]!, text: 'Washing hands with soap for twenty seconds removes viruses.' },
  { id: 'masks', text: 'Masks reduce the spread of respiratory viruses.', status: 'TRUE' as const },
];

test('a team pack over HTTPS is subscribed and answers from memory; the scheduled refresh applies an update and shows its diff; a tampered update is refused', async ({
  context,
  extensionId,
  serviceWorker,
  server,
  web,
}) => {
  const key = await generateSigningKey();
  web.setList('/desk-pack.json', {
    body: JSON.stringify(await signDocument(deskPack(V1, '1', '2026-11-01T00:00:00Z'), key)),
    etag: '"v1"',
  });
  const panel = await SidePanel.open(context, extensionId);
  const knowledge = new KnowledgeTab(panel.page);
  await knowledge.open();
  await knowledge.waitForStarterPack();
  const team = new TeamPacksSection(panel.page);

  await team.subscribe('http://packs.example.org/desk-pack.json');
  await expect(team.message()).toHaveText(/^Not subscribed\. Team packs must be served over HTTPS/);
  await team.subscribe(PACK_URL);
  await expect(team.message()).toHaveText(
    'Subscribed to “Health desk pack” 1: 3 claims, signature verified and key pinned.',
  );
  const row = team.row('Health desk pack');
  await expect(row).toContainText('version 1');
  await expect(row).toContainText(/publisher key ([0-9a-f]{2}:){15}[0-9a-f]{2}/);
  await expect(row).toContainText(/Last refreshed /);
  await expect(await team.diff('Health desk pack')).toContainText('Installed 1: 3 claims added');

  const page = await context.newPage();
  await page.goto(server.url('team-claims.html'));
  expect(await (await new ClaimPage(page).checkSelection(SALINE)).accessibleName()).toBe('Verdict: False');

  // The publisher updates the pack; the refresh alarm (the shared lists' schedule) fires.
  web.setList('/desk-pack.json', {
    body: JSON.stringify(await signDocument(deskPack(V2, '2', '2026-11-10T00:00:00Z'), key)),
    etag: '"v2"',
  });
  await serviceWorker.evaluate(() =>
    chrome.alarms.create('knowledge.teamPacks.refresh', { when: Date.now() + 100, periodInMinutes: 1440 }),
  );
  await panel.page.bringToFront();
  await expect(row).toContainText('version 2', { timeout: 20_000 });
  const diff = await team.diff('Health desk pack');
  await expect(diff.locator('summary')).toHaveText('From 1 to 2: 1 claim added, 1 claim changed, 1 claim withdrawn');
  await expect(diff.getByRole('list', { name: 'Added' })).toHaveText(
    'TRUE: Masks reduce the spread of respiratory viruses.',
  );
  await expect(diff.getByRole('list', { name: 'Changed' })).toHaveText(
    'TRUE: Washing hands with soap removes viruses. → TRUE: Washing hands with soap for twenty seconds removes viruses.',
  );
  await expect(diff.getByRole('list', { name: 'Withdrawn' })).toHaveText('FALSE: Vitamin C cures the common cold.');
  expect(web.requests.filter((r) => r.path === '/desk-pack.json').at(-1)?.headers['if-none-match']).toBe('"v1"');

  // Altered after signing: refused with the reason; version 2 stays in use.
  const good = await signDocument(deskPack(V2, '3', '2026-11-20T00:00:00Z'), key);
  web.setList('/desk-pack.json', {
    body: JSON.stringify({
      ...good,
      claims: [{ id: 'bleach', text: 'Drinking bleach cures COVID-19.', status: 'TRUE' }],
    }),
    etag: '"v3"',
  });
  await team.refreshNow();
  await expect(row.getByRole('alert')).toHaveText(
    /^Update refused .*: The pack’s signature does not match its content \(it was altered after signing, or signed wrongly\): refused\. The pack you have stays in use\.$/,
  );
  await expect(team.message()).toHaveText('1 team pack update(s) refused: see below.');
  await expect(row).toContainText('version 2');

  const second = await context.newPage();
  await second.goto(server.url('team-claims.html?second'));
  expect(await (await new ClaimPage(second).checkSelection(MASKS)).accessibleName()).toBe('Verdict: True');
});

const FALSE_CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';

test('This is wrong on a badge: the reader’s correction answers the next check, marked as theirs; undo brings the original back', async ({
  context,
  extensionId,
  server,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const knowledge = new KnowledgeTab(panel.page);
  await knowledge.open();
  await knowledge.waitForStarterPack();

  const page = await context.newPage();
  await page.goto(server.url('starter-claims.html'));
  const claims = new ClaimPage(page);
  const badge = await claims.checkSelection(FALSE_CLAIM);
  expect(await badge.accessibleName()).toBe('Verdict: False');
  await badge.getByRole('button', { name: 'This is wrong: correct this verdict' }).click();

  await panel.page.bringToFront();
  const dispute = new DisputeForm(panel.page);
  await dispute.correct(
    'True',
    'Our lab’s rapid antigen test reads in seconds.',
    'https://journal.example.org/rapid-test',
  );
  await expect(dispute.correction()).toContainText(
    'Your correction: True — Our lab’s rapid antigen test reads in seconds. (source)',
  );
  await expect(dispute.correction()).toContainText('This verdict (False) is kept as it was');

  const again = await context.newPage();
  await again.goto(server.url('starter-claims.html?again'));
  const corrected = await new ClaimPage(again).checkSelection(FALSE_CLAIM);
  expect(await corrected.accessibleName()).toBe('Verdict: True');
  await corrected.getByRole('button', { name: 'Verdict: True. Your correction. Open details' }).click();

  await panel.page.bringToFront();
  const details = panel.checkDetails();
  await expect(details.locator('p.notice')).toHaveText('Your correction');
  await expect(
    details.getByText(
      /^You corrected this claim on .* \(it had been checked as False\): Our lab’s rapid antigen test reads in seconds\.$/,
    ),
  ).toBeVisible();
  await dispute.correction().getByRole('button', { name: 'Open the original check' }).click();
  await expect(details.locator('p.notice')).toHaveCount(0);
  await expect(dispute.correction().getByRole('button', { name: 'Undo my correction' })).toBeVisible();
  await dispute.correction().getByRole('button', { name: 'Undo my correction' }).click();
  await expect(dispute.correction().getByRole('button', { name: 'Apply it again' })).toBeVisible();

  const third = await context.newPage();
  await third.goto(server.url('starter-claims.html?third'));
  expect(await (await new ClaimPage(third).checkSelection(FALSE_CLAIM)).accessibleName()).toBe('Verdict: False');

  await panel.page.bringToFront();
  await knowledge.open();
  const mine = panel.page.getByRole('region', { name: 'Your corrections' });
  await expect(mine.getByRole('listitem')).toContainText(
    /True: one type of COVID-19 test identifies coronavirus proteins in a few seconds.*undone/s,
  );
});
