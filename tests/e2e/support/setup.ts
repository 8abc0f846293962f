import { expect, type Locator, type Page } from '@playwright/test';

export type SetupStepTitle = 'Download the local models' | 'Turn on online checking' | 'Connect an LLM';

/** Page object: the guided setup of the empty Check tab in the side panel. */
export class GuidedSetup {
  constructor(readonly page: Page) {}

  region(): Locator {
    return this.page.getByRole('region', { name: 'Getting started' });
  }

  /** What the tab says of the engine: what its start waits on or, once it answered, what ClaimLens can answer now. */
  engineState(): Locator {
    return this.region()
      .getByText(/^Starting the local engine: /)
      .or(this.region().getByRole('heading', { name: 'What ClaimLens can answer now' }))
      .first();
  }

  /** What ClaimLens can answer now, one line per item. */
  canAnswer(): Locator {
    return this.region().getByRole('list', { name: 'What ClaimLens can answer now' }).getByRole('listitem');
  }

  step(title: SetupStepTitle): Locator {
    return this.region()
      .getByRole('list', { name: 'Set up' })
      .getByRole('listitem', { name: new RegExp(`^${title}: `) });
  }

  /** Waits until the step says it is done (or not): its name ends in the state the engine reported. */
  async expectStep(title: SetupStepTitle, state: 'done' | 'not done'): Promise<void> {
    await expect(this.step(title)).toHaveAccessibleName(`${title}: ${state}`, { timeout: 30_000 });
  }

  action(title: SetupStepTitle, name: string | RegExp): Locator {
    return this.step(title).getByRole('button', { name });
  }

  async tryIt(): Promise<void> {
    await this.region().getByRole('button', { name: 'Check this claim' }).click();
  }
}
