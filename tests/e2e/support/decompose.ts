import type { Locator, Page } from '@playwright/test';

import type { OverlayElement } from './overlay';
import { ClaimPage } from './pages';

/** Page objects for long selections: the sentence badges on the page, the tree in the side panel. */

/** The sentence badges on the page, in ClaimLens's closed overlay (found by role and accessible name). */
export class SentenceBadges {
  private readonly claims: ClaimPage;

  constructor(readonly page: Page) {
    this.claims = new ClaimPage(page);
  }

  /** The badge of sentence `n` (1-based) of a checked selection, by its accessible name. */
  sentence(n: number): OverlayElement {
    return this.claims.getByRole('button', { name: new RegExp(`^Verdict for sentence ${n}: `) });
  }

  all(): OverlayElement {
    return this.claims.getByRole('button', { name: /^Verdict for sentence \d+: / });
  }

  /** The selection's own badge, beside its sentences' badges. */
  selection(): OverlayElement {
    return this.claims.getByRole('status', { name: /^Verdict for the selection: / });
  }
}

export class DecompositionView {
  constructor(readonly page: Page) {}

  region(): Locator {
    return this.page.getByRole('region', { name: 'Claims in this selection' });
  }

  sentences(): Locator {
    return this.region().getByRole('list', { name: 'Sentences' }).locator(':scope > li');
  }

  claimsOf(n: number): Locator {
    return this.region()
      .getByRole('list', { name: `Claims of sentence ${n}` })
      .locator(':scope > li');
  }

  pickBox(n: number): Locator {
    return this.region().getByRole('checkbox', { name: `Check sentence ${n}` });
  }

  recheckButton(): Locator {
    return this.region().getByRole('button', { name: 'Check the picked sentences' });
  }
}
