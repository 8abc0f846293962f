import path from 'node:path';

import { expect } from '@playwright/test';

import type { PanelTab } from './pages';

/** Settings → Models in the Firefox panel: a model's row, its controls, installing from the configured mirror. */

export const MODELS = path.resolve(import.meta.dirname, '../../fixtures/models/claimlens');

export async function modelRow(panel: PanelTab, name: string): Promise<string | undefined> {
  return (await panel.css(`li.model[aria-label^="${name}"]`))[0];
}

export async function rowText(panel: PanelTab, name: string): Promise<string> {
  const row = await modelRow(panel, name);
  return row ? panel.text(row) : '';
}

export async function pressInRow(
  panel: PanelTab,
  name: string,
  locator: { role: string; name?: string },
): Promise<void> {
  await panel.clickWhenShown(
    async () => {
      const row = await modelRow(panel, name);
      return row ? panel.tab.locate({ type: 'accessibility', value: locator }, [row]) : [];
    },
    `${locator.role} ${locator.name ?? ''} of ${name}`,
  );
}

/** Adds a tiny model's registry file, chooses it for its task and downloads it from the mirror set in Settings. */
export async function installModel(panel: PanelTab, name: 'tiny-embed' | 'tiny-nli'): Promise<void> {
  await panel.open('Settings');
  const [input] = await panel.css('input[type="file"][aria-label="Import model files"]');
  if (!input) throw new Error('No "Import model files" field in Settings → Models.');
  await panel.tab.setFiles(input, [path.join(MODELS, name, 'claimlens-model.json')]);
  await expect.poll(() => panel.shown()).toContain(`Added ${name} to the models.`);
  await pressInRow(panel, name, { role: 'radio' });
  await pressInRow(panel, name, { role: 'button', name: 'Download' });
  await expect.poll(() => rowText(panel, name), { timeout: 60_000 }).toContain('Installed');
}
