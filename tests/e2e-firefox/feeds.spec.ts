import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';
import { configure } from './support/settings';

/**
 * Known claims flagged as you scroll, in Firefox: the page asks the background over its request
 * port (runtime.connect; Firefox gives the port's sender as Chrome does), the background page's
 * router checks it and the engine answers from memory.
 */

const FALSE_CLAIM = 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.';
const TRUE_CLAIM =
  'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.';

test('with flagging on, a re-rendering feed gets a False and a True flag from memory, none on unknown posts', async ({
  firefox,
  server,
}) => {
  const panel = await PanelTab.open(firefox);
  await configure(panel, { feeds: { flagKnown: true } });
  const feed = new ClaimTab(await firefox.newTab(server.url('feed-flags.html')));

  /** The names of the flags' buttons, each confirmed by Firefox's accessibility engine. */
  const flags = async () => {
    const names: string[] = [];
    for (const button of await feed.css('[data-claimlens="flag"] button.open')) {
      const name = await feed.attribute(button, 'aria-label');
      if (name && (await feed.byRole('button', name)).length === 1) names.push(name.split('. Matches')[0]!);
    }
    return names.sort();
  };
  // The starter pack may still be installing on a fresh profile: the page asks again until it is in.
  await expect.poll(flags, { timeout: 40_000 }).toEqual(['Known claim: False', 'Known claim: True']);
  await expect
    .poll(async () => (await feed.highlighted('claimlens-known')).sort())
    .toEqual([TRUE_CLAIM, FALSE_CLAIM].sort());
});
