import { expect, type Locator, type Page } from '@playwright/test';

/** Page object: Settings → LLM tribunal and Privacy, in the side panel. */
export class LlmSettings {
  constructor(readonly page: Page) {}

  section(): Locator {
    return this.page.getByRole('group', { name: 'LLM tribunal' });
  }

  privacy(): Locator {
    return this.page.getByRole('group', { name: 'Privacy' });
  }

  async choose(
    provider:
      | 'No LLM'
      | 'OpenAI-compatible endpoint'
      | 'Local model on this device (WebGPU)'
      | 'The browser’s built-in model (Chrome)',
  ): Promise<void> {
    // Controlled by the stored settings: checked once the save has gone through.
    const radio = this.section().getByRole('radio', { name: new RegExp(`^${provider.replace(/[()]/g, '\\$&')}`) });
    await radio.click();
    await expect(radio).toBeChecked();
  }

  /** Controlled by the stored settings: the box changes once the save has gone through. */
  async askBeforeSending(on: boolean): Promise<void> {
    const box = this.privacy().getByRole('checkbox', { name: 'Ask me before a claim is sent off this device' });
    if ((await box.isChecked()) !== on) await box.click();
    await expect(box).toBeChecked({ checked: on });
  }

  async fill(label: 'Base URL' | 'Model' | 'API key', value: string): Promise<void> {
    const field = this.section().getByLabel(label, { exact: true });
    await field.fill(value);
    await field.press('Enter');
  }

  async saveKey(key: string): Promise<void> {
    await this.section().getByLabel('API key', { exact: true }).fill(key);
    await this.section().getByRole('button', { name: 'Save key' }).click();
  }

  async testConnection(): Promise<Locator> {
    await this.section().getByRole('button', { name: 'Test connection' }).click();
    return this.section().getByText(/^Connect(ed|ion failed)/);
  }

  localModel(label: string): Locator {
    return this.section().getByRole('list', { name: 'Local models' }).getByRole('listitem', { name: label });
  }
}

/** Page object: the Check tab's consent request and tribunal transcript. */
export class TribunalView {
  constructor(readonly page: Page) {}

  consent(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Send this claim for online checking?' });
  }

  tribunal(): Locator {
    return this.page.getByRole('region', { name: 'Tribunal' });
  }

  role(name: RegExp): Locator {
    return this.tribunal()
      .locator('details.role')
      .filter({ has: this.page.locator('summary', { hasText: name }) });
  }

  corrections(): Locator {
    return this.page.getByRole('region', { name: 'Corrections' }).getByRole('listitem');
  }
}
