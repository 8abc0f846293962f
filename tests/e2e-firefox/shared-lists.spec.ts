import { generateSigningKey, signList } from '../../lib/sources/shared/signature';
import { teamList } from '../support/web-fixtures/lists';
import { PanelTab } from './support/pages';
import { expect, test } from './support/web';

/** Shared lists in Firefox: a signed list from the fixture web over HTTPS, and a tampered update refused. */

const LIST_URL = 'https://lists.example.org/team.json';

class SourcesTab {
  constructor(readonly panel: PanelTab) {}

  async source(domain: string): Promise<string | null> {
    const [row] = await this.panel.css(`li.source[data-domain="${domain}"]`);
    return row ? this.panel.text(row) : null;
  }

  async subscribe(url: string): Promise<void> {
    await this.panel.fill('List address', url);
    await this.panel.press('button', 'Subscribe');
  }

  async message(): Promise<string | null> {
    const [p] = await this.panel.css(
      'section[aria-label="Trusted sources"] > p.ok, section[aria-label="Trusted sources"] > p.error',
    );
    return p ? this.panel.text(p) : null;
  }

  async subscription(name: string): Promise<{ text: string; alert: string | null } | null> {
    const [row] = await this.panel.byRole('listitem', `Shared list ${name}`);
    if (!row) return null;
    const [alert] = await this.panel.tab.locate({ type: 'accessibility', value: { role: 'alert' } }, [row]);
    return { text: await this.panel.text(row), alert: alert ? await this.panel.text(alert) : null };
  }
}

test('subscribing to a signed shared list adds its domains; a tampered update is refused with the reason and the good list stays', async ({
  firefox,
  web,
}) => {
  const key = await generateSigningKey();
  const good = await signList(teamList(['sciencebasedmedicine.org', 'fullfact.org']), key);
  web.setList('/team.json', { body: JSON.stringify(good), etag: '"v1"' });

  const panel = await PanelTab.open(firefox);
  await panel.open('Sources');
  const sources = new SourcesTab(panel);
  expect(await sources.source('sciencebasedmedicine.org')).toBeNull();

  await sources.subscribe('http://lists.example.org/team.json');
  await expect.poll(() => sources.message()).toMatch(/^Not subscribed\. Shared lists must be served over HTTPS/);

  await sources.subscribe(LIST_URL);
  await expect
    .poll(() => sources.message(), { timeout: 30_000 })
    .toBe('Subscribed to “Health desk list”: 2 domains, signature verified and key pinned.');
  // The status line can come before the row is drawn: the row is polled for.
  await expect
    .poll(async () => (await sources.subscription('Health desk list'))?.text)
    .toContain('by Example Newsroom · 2 domains');
  const row = await sources.subscription('Health desk list');
  expect(row?.text).toMatch(/Last synced .* signed, key ([0-9a-f]{2}:){15}[0-9a-f]{2}/);
  await expect.poll(() => sources.source('sciencebasedmedicine.org')).toContain('From: Shared list “Health desk list”');
  expect(await sources.source('fullfact.org')).toContain('From: Default list · Shared list “Health desk list”');

  // The publisher's file is altered after signing: one domain slipped in.
  const tampered = {
    ...good,
    sources: [...good.sources, { domain: 'garlic-cures.example', name: 'Garlic cures', category: 'Other' }],
  };
  web.setList('/team.json', { body: JSON.stringify(tampered), etag: '"v2"' });
  await panel.press('button', 'Refresh now');
  await expect
    .poll(async () => (await sources.subscription('Health desk list'))?.alert, { timeout: 30_000 })
    .toMatch(
      /^Update refused .*: The list’s signature does not match its content \(it was altered after signing, or signed wrongly\): refused\. The last good list stays in use\.$/,
    );
  expect(await sources.message()).toBe('1 list update(s) refused: see below.');
  expect(await sources.source('garlic-cures.example')).toBeNull();
  expect(await sources.source('sciencebasedmedicine.org')).not.toBeNull();
  // The update was asked for as a conditional request on the good version, from Firefox's engine.
  expect(web.requests.filter((r) => r.path === '/team.json').at(-1)?.headers['if-none-match']).toBe('"v1"');
});
