import { DecompositionView, SentenceBadges } from './support/decompose';
import { TribunalView } from './support/llm-pages';
import { expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * Long selections in the built extension: a paragraph of three claims is split (by the scripted
 * LLM), each claim checked on the fixture web by the tribunal, one badge per sentence and one
 * for the selection; the side panel shows the tree and lets the reader change the pick.
 */

const SENTENCES = [
  'Eating raw garlic every day prevents COVID-19 infection.',
  'Vaccination remains the most effective protection against severe disease from COVID-19.',
  'Good ventilation and hand hygiene reduce the spread of respiratory viruses in households.',
];

const b = useScriptedBoundaries();

test('a three-claim paragraph: three sentence badges and one for the selection, the tree in the side panel, and a new pick', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(240_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));

  const page = await context.newPage();
  await page.goto(server.url('long-post.html'));
  const claims = new ClaimPage(page);
  await claims.select(SENTENCES.join(' '));
  await claims.checkButton().click();
  // One request for the reader's OK covers every claim of the selection.
  await expect
    .poll(() => claims.getByRole('status', { name: /waiting for your OK/ }).isVisible(), { timeout: 30_000 })
    .toBe(true);
  await panel.page.bringToFront();
  await panel.tab('Check');
  await new TribunalView(panel.page).consent().getByRole('button', { name: 'Allow', exact: true }).click();

  await page.bringToFront();
  const badges = new SentenceBadges(page);
  await expect
    .poll(() => badges.selection().accessibleName(), { timeout: 180_000 })
    .toMatch(/^Verdict for the selection: False, \d+% confidence$/);
  await expect.poll(() => badges.all().count()).toBe(3);
  await expect
    .poll(() => badges.sentence(1).accessibleName())
    .toMatch(/^Verdict for sentence 1: False, \d+% confidence$/);
  await expect
    .poll(() => badges.sentence(2).accessibleName())
    .toMatch(/^Verdict for sentence 2: True, \d+% confidence$/);
  await expect
    .poll(() => badges.sentence(3).accessibleName())
    .toMatch(/^Verdict for sentence 3: True, \d+% confidence$/);
  for (const [i, sentence] of SENTENCES.entries()) await claims.expectBadgeBeside(badges.sentence(i + 1), sentence);
  // The selection's badge does not cover the badge of its last sentence.
  const last = await claims.boxOf(badges.sentence(3));
  const whole = await claims.boxOf(badges.selection());
  expect(whole.left >= last.right || whole.top >= last.bottom).toBe(true);
  expect(new Set(b.llm.requests.map((r) => r.kind))).toEqual(
    new Set([
      'atomic_claims',
      'claim_graph',
      'correction',
      'corrected_text',
      'search_query',
      'support_analysis',
      'contradiction_analysis',
      'judge_verdict',
      'knowledge_triples',
    ]),
  );

  await panel.page.bringToFront();
  const tree = new DecompositionView(panel.page);
  await expect(tree.region()).toContainText('Selection: ✗ False');
  await expect(tree.region()).toContainText('Atomic claims and entity-relationship triples by the LLM (GraphCheck).');
  await expect(tree.sentences()).toHaveCount(3);
  await expect(tree.claimsOf(1)).toHaveCount(1);
  await expect(tree.claimsOf(1).first()).toContainText('Settled by the direct check.');
  await expect(tree.claimsOf(1).first()).toContainText(
    'Suggested correction, from the evidence: Eating raw garlic every day does not prevent COVID-19 infection.',
  );
  await expect(tree.region()).toContainText(`${b.llm.baseUrl}/chat/completions (on this device)`);
  await expect(tree.region()).toContainText(/What was sent: \d+ requests/);
  // The correction is shown, never put into the page.
  await expect(page.locator('#para')).toHaveText(SENTENCES.join(' '));

  // The reader drops sentence 3 with the keyboard and checks again, in the same history entry.
  await expect(tree.recheckButton()).toBeDisabled();
  await tree.pickBox(3).focus();
  await panel.page.keyboard.press('Space');
  await expect(tree.pickBox(3)).not.toBeChecked();
  await tree.recheckButton().focus();
  await panel.page.keyboard.press('Enter');
  // The first run stored its verdicts in the knowledge graph: the new run answers both claims
  // from memory, so nothing goes online and the reader is not asked again.
  const searches = b.llm.requests.filter((r) => r.kind === 'search_query').length;
  await page.bringToFront();
  await expect.poll(() => badges.all().count(), { timeout: 60_000 }).toBe(2);
  await expect.poll(() => badges.selection().accessibleName()).toMatch(/^Verdict for the selection: False/);
  await panel.page.bringToFront();
  await expect(tree.region()).toContainText('You picked the sentences to check; the ranking is shown for reference.');
  await expect(tree.pickBox(3)).not.toBeChecked();
  await expect(new TribunalView(panel.page).consent()).toHaveCount(0);
  expect(b.llm.requests.filter((r) => r.kind === 'search_query')).toHaveLength(searches);
  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(1);
});

test('a list splits into its items, each with its badge, which follows the page’s rebuilds and a reload; the topic model tells the pill a non-health selection', async ({
  context,
  server,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('long-post.html'));
  const claims = new ClaimPage(page);

  // "body" is a health word to the lexicon; the topic model in the background withdraws it.
  await claims.select('The body shop repaired the bumper of my car in two days.');
  await expect.poll(() => claims.pill().attribute('data-health-by')).toBe('topic-model');
  await expect.poll(() => claims.pill().text()).toContain('This may not be a health claim. You can still check it.');
  await page.keyboard.press('Escape');

  // List items without a full stop: only the line break between them (kept in the selection) splits them.
  await claims.select('Garlic cures COVID-19 within three days Masks cause oxygen deficiency in healthy adults');
  await expect.poll(() => claims.pill().attribute('data-health-by')).toBe('topic-model');
  await expect.poll(() => claims.pill().text()).not.toContain('may not be a health claim');
  await claims.checkButton().click();
  const badges = new SentenceBadges(page);
  await expect
    .poll(() => badges.selection().accessibleName(), { timeout: 30_000 })
    .toBe('Verdict for the selection: Unverified');
  await expect.poll(() => badges.all().count()).toBe(2);
  await claims.expectBadgeBeside(badges.sentence(1), 'Garlic cures COVID-19 within three days');
  await claims.expectBadgeBeside(badges.sentence(2), 'Masks cause oxygen deficiency in healthy adults');

  // The page rebuilds the list with new nodes, then the reader reloads: the sentence badges follow.
  await page.locator('#myths').evaluate((ul) => {
    ul.innerHTML =
      '<li><em>Garlic</em> cures COVID-19 within three days</li> <li>Masks cause oxygen deficiency in <b>healthy</b> adults</li>';
  });
  await claims.expectBadgeBeside(badges.sentence(1), 'Garlic cures COVID-19 within three days');
  await claims.expectBadgeBeside(badges.sentence(2), 'Masks cause oxygen deficiency in healthy adults');
  await page.reload();
  await expect.poll(() => badges.selection().accessibleName()).toBe('Verdict for the selection: Unverified');
  await expect.poll(() => badges.all().count()).toBe(2);
  await claims.expectBadgeBeside(badges.sentence(2), 'Masks cause oxygen deficiency in healthy adults');
});
