import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';

/** A page with a strict CSP (style-src 'self', Trusted Types) in Firefox: the overlay is styled all the same. */

test('a page with a strict CSP and Trusted Types still gets a styled pill and a verdict badge', async ({
  firefox,
  server,
}) => {
  const news = new ClaimTab(await firefox.newTab(server.url('news.csp.html')));
  const claim = 'The flu vaccine cannot give you the flu because it contains no live virus.';
  await news.select(claim);
  await expect.poll(() => news.checkButtonShown()).toBe(true);
  // The overlay's styles are an adopted stylesheet, which the page's style-src does not block in Firefox either.
  const [button] = await news.checkButton();
  expect(await news.style(button!, 'background-color')).toBe('rgb(29, 78, 216)');
  await news.pressCheck();
  await expect.poll(() => news.verdicts()).toEqual(['Verdict: Unverified']);
  await expect.poll(() => news.badgeBeside(claim)).toBe(true);
  const [badge] = await news.badges();
  expect(await news.style(badge!, 'position')).toBe('absolute');
  expect(await news.highlighted('claimlens-checked')).toEqual([claim]);

  const panel = await PanelTab.open(firefox);
  await panel.open('History');
  await expect.poll(async () => (await panel.historyRows()).filter((r) => r.includes(claim)).length).toBe(1);
});
