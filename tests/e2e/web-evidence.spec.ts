import { ClaimPage, SidePanel } from './support/pages';
import { expect, SourcesTabPage, test, WebSettings } from './support/web';

const CLAIM = 'Eating raw garlic every day prevents COVID-19 infection.';

test('online checking searches the fixture DuckDuckGo and reads trusted pages from the engine worker, with every page rule applied', async ({
  context,
  extensionId,
  web,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  const settings = new WebSettings(panel.page);
  await expect(settings.section().getByRole('button', { name: 'Test search' })).toBeDisabled();
  const before = web.requests.length;
  await settings.turnOnline();
  await settings.setDuckDuckGoUrl(web.httpUrl('/html/'));
  expect(web.requests.length).toBe(before);

  // The engine worker in the offscreen document fetches a page that sends no CORS headers.
  const result = await settings.testSearch(CLAIM);
  await expect(result).toContainText(
    'DuckDuckGo found 13 results for “eating raw garlic day prevents COVID-19 infection”',
  );
  await expect(result).toContainText('11 on your trusted list');
  expect(web.requests.some((r) => r.path.startsWith('/html/?q=eating+raw+garlic'))).toBe(true);

  await panel.tab('Sources');
  const sources = new SourcesTabPage(panel.page);
  const cases: [string, RegExp][] = [
    [
      'https://www.who.int/emergencies/diseases/novel-coronavirus-2019/advice-for-public/myth-busters',
      /^Readable: “Myth busters: garlic and COVID-19” \(World Health Organization\), \d+ words/,
    ],
    [
      'https://www.reuters.com/article/factcheck-garlic-covid',
      /Readable: “Fact Check – Garlic “cure” for COVID-19 is false, says Pasteur Institute”.*Café owners in Zürich/,
    ],
    ['https://www.nejm.org/doi/full/10.1056/garlic-allium', /Not used: behind a paywall/],
    ['https://www.bmj.com/content/garlic-megapage', /Not used: is over the 2 MB limit/],
    ['https://www.nhs.uk/medicines/garlic-leaflet.pdf', /Not used: This PDF is damaged or incomplete/],
    [
      'https://www.mayoclinic.org/garlic-and-covid',
      /Not used: redirected to garlic-cures\.example, which is not on your trusted list/,
    ],
    ['https://garlic-cures.example/miracle', /Not used: This address is not on your trusted list/],
  ];
  for (const [url, expected] of cases) await expect(await sources.tryPage(url)).toHaveText(expected);
  // Following mayoclinic.org's redirect reached the untrusted page once (its body is never read);
  // trying the untrusted address itself sent nothing.
  expect(web.requests.filter((r) => r.host === 'garlic-cures.example').length).toBe(1);
});

test('disabling a trusted domain reaches the engine: the search counts it as untrusted', async ({
  context,
  extensionId,
  web,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  const settings = new WebSettings(panel.page);
  await settings.turnOnline();
  await settings.setDuckDuckGoUrl(web.httpUrl('/html/'));
  await expect(await settings.testSearch('garlic')).toContainText('11 on your trusted list');

  await panel.tab('Sources');
  const sources = new SourcesTabPage(panel.page);
  await sources.source('who.int').getByRole('checkbox', { name: 'Use who.int' }).uncheck();
  await expect(sources.source('who.int')).toHaveAttribute('data-enabled', 'false');
  await expect(sources.source('who.int')).toContainText('From: Default list · edited by you');

  await panel.tab('Settings');
  await expect(await settings.testSearch('garlic')).toContainText('9 on your trusted list');
});

test('a check that memory cannot settle goes to the web stage, which says what it needs before anything is sent', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  const settings = new WebSettings(panel.page);
  await settings.turnOnline();
  await settings.setDuckDuckGoUrl(web.httpUrl('/html/'));
  const before = web.requests.length;

  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.checkSelection('garlic cures COVID-19 within three days');
  await expect.poll(() => claims.verdictBadge().accessibleName()).toBe('Verdict: Unverified');

  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(
    panel.page.getByText(
      'Web evidence needs an embedding model to rank passages: open Settings → Models to install one. Nothing was sent online.',
    ),
  ).toBeVisible();
  expect(web.requests.length).toBe(before);
});
