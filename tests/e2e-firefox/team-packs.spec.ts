import { PACK_FORMAT, type PackInput } from '../../lib/kg/packs/format';
import { generateSigningKey, signDocument } from '../../lib/sources/shared/signature';
import { PanelTab } from './support/pages';
import { expect, test } from './support/web';

/** Team packs in Firefox: a signed pack from the fixture web over HTTPS, an update applied with its diff, a tampered one refused. */

const PACK_URL = 'https://packs.example.org/desk-pack.json';
type Claim = { id: string; text: string; status: 'TRUE' | 'FALSE' };
const pack = (claims: Claim[], version: string, createdAt: string): PackInput => ({
  format: PACK_FORMAT,
  version: 1,
  pack: { id: 'desk-pack', name: 'Health desk pack', version, createdAt },
  claims,
});
const V1: Claim[] = [
  { id: 'vitc', text: 'Vitamin C cures the common cold.', status: 'FALSE' },
  { id: 'wash', text: 'Washing hands with soap removes viruses.', status: 'TRUE' },
];
const V2: Claim[] = [
  { ...V1[1]!, status: 'FALSE' },
  { id: 'masks', text: 'Masks reduce the spread of respiratory viruses.', status: 'TRUE' },
];

async function row(panel: PanelTab): Promise<{ text: string; alert: string | null } | null> {
  const [li] = await panel.byRole('listitem', 'Team pack Health desk pack');
  if (!li) return null;
  const [alert] = await panel.tab.locate({ type: 'accessibility', value: { role: 'alert' } }, [li]);
  return { text: await panel.text(li), alert: alert ? await panel.text(alert) : null };
}

test('a signed team pack is subscribed, an update is applied with its diff, a tampered update is refused and the pack kept', async ({
  firefox,
  web,
}) => {
  const key = await generateSigningKey();
  web.setList('/desk-pack.json', {
    body: JSON.stringify(await signDocument(pack(V1, '1', '2026-11-01T00:00:00Z'), key)),
    etag: '"v1"',
  });
  const panel = await PanelTab.open(firefox);
  await panel.open('Knowledge');
  const message = async () => {
    const [p] = await panel.css('section[aria-label="Team packs"] > p.ok, section[aria-label="Team packs"] > p.error');
    return p ? panel.text(p) : null;
  };

  await panel.fill('Pack address', PACK_URL);
  await panel.press('button', 'Subscribe');
  await expect
    .poll(message, { timeout: 30_000 })
    .toBe('Subscribed to “Health desk pack” 1: 2 claims, signature verified and key pinned.');
  expect((await row(panel))?.text).toMatch(
    /version 1.*publisher key ([0-9a-f]{2}:){15}[0-9a-f]{2}.*Installed 1: 2 claims added/s,
  );

  web.setList('/desk-pack.json', {
    body: JSON.stringify(await signDocument(pack(V2, '2', '2026-11-10T00:00:00Z'), key)),
    etag: '"v2"',
  });
  await panel.press('button', 'Refresh team packs now');
  await expect
    .poll(async () => (await row(panel))?.text, { timeout: 30_000 })
    .toMatch(/version 2.*From 1 to 2: 1 claim added, 1 claim changed, 1 claim withdrawn/s);

  const good = await signDocument(pack(V2, '3', '2026-11-20T00:00:00Z'), key);
  web.setList('/desk-pack.json', {
    body: JSON.stringify({
      ...good,
      claims: [{ id: 'bleach', text: 'Drinking bleach cures COVID-19.', status: 'TRUE' }],
    }),
    etag: '"v3"',
  });
  await panel.press('button', 'Refresh team packs now');
  await expect
    .poll(async () => (await row(panel))?.alert, { timeout: 30_000 })
    .toMatch(
      /^Update refused .*: The pack’s signature does not match its content .* The pack you have stays in use\.$/,
    );
  expect((await row(panel))?.text).toContain('version 2');
});
