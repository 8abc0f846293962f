import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { Overlay } from './overlay';

/**
 * The accessibility audit (axe-core, WCAG 2.2 AA and best practice) and the fit check of a page at
 * the side panel's width, each answering with what a failure message needs: rule ids and targets,
 * and the elements that stick out.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Each violation as "rule-id: target, target (help)"; empty when the page passes. `within` audits
 * one element only (the overlay), without the rules that judge the whole page's structure.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(TAGS);
  // Landmarks are the host page's: the overlay is drawn over any page, beside the text it checks.
  if (within) axe.include(within).disableRules(['landmark-one-main', 'region', 'page-has-heading-one']);
  const { violations } = await axe.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')} (${v.help})`);
}

/**
 * What sticks out sideways: the page's scroll width beyond its client width, and each element whose
 * box ends past the viewport's right edge (the innermost ones, named by tag, class and text).
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Only the innermost offenders: a parent sticks out because of them.
      if ([...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5)) continue;
      const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).replace(/ /g, '.')}` : ''}`;
      found.push(`${name} ends at ${Math.round(box.right)} px: ${(el.textContent ?? '').slice(0, 60)}`);
    }
    return found;
  });
}

/**
 * Lets axe, which runs in the page's main world, into the overlay's closed shadow root: the
 * DevTools protocol hands the root over and the host answers `shadowRoot` with it, in this test only.
 */
export async function exposeOverlay(page: Page): Promise<void> {
  const overlay = new Overlay(page, () => Promise.resolve({ x: 0, y: 0 }));
  const ids = await overlay.host();
  if (!ids) throw new Error('No ClaimLens overlay on the page to audit.');
  const cdp = await overlay.cdp();
  const [host, root] = await Promise.all(
    [ids.host, ids.root].map((backendNodeId) => cdp.send('DOM.resolveNode', { backendNodeId })),
  );
  await cdp.send('Runtime.callFunctionOn', {
    objectId: host!.object.objectId!,
    functionDeclaration: 'function (root) { Object.defineProperty(this, "shadowRoot", { value: root }); }',
    arguments: [{ objectId: root!.object.objectId! }],
  });
}

/**
 * Waits until the page has stopped changing (its markup the same over half a second) and says
 * nothing is loading: a tab's content arrives after the engine answers, and a measure taken
 * before would see an almost empty tab.
 */
export async function settled(page: Page): Promise<void> {
  const snapshot = () =>
    page.evaluate(() => {
      const loading = /^(Loading|Asking the local engine|Starting the local engine)/m.test(document.body.innerText);
      return loading ? null : document.body.innerHTML;
    });
  let before = await snapshot();
  for (const end = Date.now() + 30_000; Date.now() < end;) {
    await page.waitForTimeout(500);
    const now = await snapshot();
    if (now !== null && now === before) return;
    before = now;
  }
  throw new Error('The page was still loading or changing after 30 s');
}
