import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect } from '@playwright/test';

import type { PanelTab } from './pages';

/** Settings → Settings file in the Firefox panel: export to the downloads folder, import through the file input. */

export async function exportSettings(panel: PanelTab): Promise<{ name: string; text: string }> {
  await panel.open('Settings');
  const file = path.join(panel.tab.firefox.downloads, 'claimlens-settings.json');
  await panel.press('button', 'Export settings');
  // Firefox writes NAME.part first and renames it when the download is complete.
  await expect
    .poll(() => existsSync(file) && !existsSync(`${file}.part`), { message: 'the exported file downloaded' })
    .toBe(true);
  return { name: path.basename(file), text: readFileSync(file, 'utf8') };
}

/** Picks a settings file in the import field, as the reader does in the file dialog. */
export async function importSettings(panel: PanelTab, content: string, name = 'team-settings.json'): Promise<void> {
  await panel.open('Settings');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'claimlens-ff-import-')), name);
  writeFileSync(file, content);
  const [input] = await panel.css('input[type="file"][aria-label="Import settings file"]');
  if (!input) throw new Error('No "Import settings file" field in Settings.');
  await panel.tab.setFiles(input, [file]);
}

/** Answers the review of an imported file: Apply with every confirmation ticked, or Cancel. */
export async function answerImport(panel: PanelTab, answer: 'Apply' | 'Cancel', confirmAll = false): Promise<void> {
  await expect.poll(async () => (await panel.byRole('region', 'Review settings file')).length).toBe(1);
  if (confirmAll) {
    const [review] = await panel.byRole('region', 'Review settings file');
    const [group] = await panel.tab.locate(
      { type: 'accessibility', value: { role: 'group', name: 'Confirm by name' } },
      [review!],
    );
    for (const box of group ? await panel.tab.locate({ type: 'css', value: 'input[type="checkbox"]' }, [group]) : []) {
      if (!(await panel.tab.callOn<boolean>(box, 'function (el) { return el.checked; }')))
        await panel.clickWhenShown(async () => [box], 'a confirmation');
    }
  }
  await panel.press('button', answer);
  await expect.poll(async () => (await panel.byRole('region', 'Review settings file')).length).toBe(0);
}

/** Configures the extension in one step with a settings file, reviewed and confirmed. */
export async function configure(panel: PanelTab, settings: object): Promise<void> {
  await importSettings(panel, JSON.stringify({ format: 'claimlens-settings', version: 1, settings }));
  await answerImport(panel, 'Apply', true);
  await expect.poll(() => panel.shown()).toContain('Imported settings from team-settings.json.');
}

/** Whether the checkbox with this accessible name is ticked. */
export async function isChecked(panel: PanelTab, name: string): Promise<boolean | null> {
  const [box] = await panel.byRole('checkbox', name);
  return box ? panel.tab.callOn<boolean>(box, 'function (el) { return el.checked; }') : null;
}
