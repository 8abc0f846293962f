import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';
import { configure } from './support/settings';

/**
 * Known claims flagged as you scroll, in Firefox: the page asks the background over its request
 * port (runtime.connect; Firefox gives the port's sender as Chrome does), the background page's
 * router checks it and the engine answers from memory.
 */

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
      if (name && (await feed.byRole('button', name)).length === 1) names.push(name.split('. The words')[0]!);
    }
    return names.sort();
  };
  // The starter pack may still be installing on a fresh profile: the page asks again until it is in.
  await expect.poll(flags, { timeout: 40_000 }).toEqual(['Known claim: False', 'Known claim: True']);
  // Marked inside the overlay, not in the page's highlight registry (issue 34).
  expect(await feed.highlighted('claimlens-known')).toEqual([]);
});
