import { expect, type Locator, type Page } from '@playwright/test';

import { PACK_FORMAT, type PackInput } from '../../../lib/kg/packs/format';

/** Page objects for team packs and the reader's corrections (Knowledge tab, Check tab). */

type Claim = { id: string; text: string; status: 'TRUE' | 'FALSE' };
export function deskPack(claims: Claim[], version: string, createdAt: string): PackInput {
  return {
    format: PACK_FORMAT,
    version: 1,
    pack: { id: 'desk-pack', name: 'Health desk pack', version, createdAt },
    claims,
  };
}

export class TeamPacksSection {
  constructor(readonly page: Page) {}

  region(): Locator {
    return this.page.getByRole('region', { name: 'Team packs' });
  }

  async subscribe(url: string, key = ''): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Subscribe to a team pack' });
    await form.getByRole('textbox', { name: 'Pack address' }).fill(url);
    await form.getByRole('textbox', { name: 'Publisher key' }).fill(key);
    await form.getByRole('button', { name: 'Subscribe' }).click();
  }

  message(): Locator {
    return this.region().locator('p.ok, p.error').last();
  }

  row(name: string): Locator {
    return this.page.getByRole('listitem', { name: `Team pack ${name}` });
  }

  async refreshNow(): Promise<void> {
    await this.region().getByRole('button', { name: 'Refresh team packs now' }).click();
  }

  /** The last update's diff, opened. */
  async diff(name: string): Promise<Locator> {
    const details = this.row(name).locator('details.team-diff');
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
    return details;
  }
}

export class DisputeForm {
  constructor(readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('form', { name: 'Correct this verdict' });
  }

  async correct(verdict: 'True' | 'False', reason: string, source: string): Promise<void> {
    const form = this.form();
    await expect(form.getByRole('combobox', { name: 'The right verdict' })).toBeFocused();
    await form.getByRole('combobox', { name: 'The right verdict' }).selectOption(verdict);
    await form.getByRole('textbox', { name: 'Why' }).fill(reason);
    await form.getByRole('textbox', { name: 'Source' }).fill(source);
    await form.getByRole('button', { name: 'Save my correction' }).click();
    await expect(form).toHaveCount(0);
  }

  correction(): Locator {
    return this.page.getByRole('region', { name: 'Your correction' });
  }
}
