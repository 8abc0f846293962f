import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { type ModelMirror, startModelMirror } from '../support/model-mirror';
import { expect, test } from './support/fixtures';
import { ModelsSettings, SidePanel } from './support/pages';

const MODELS = path.resolve(import.meta.dirname, '../fixtures/models');
const NLI = path.join(MODELS, 'claimlens/tiny-nli');

let mirror: ModelMirror;
test.beforeAll(async () => {
  mirror = await startModelMirror(MODELS);
});
test.afterAll(() => mirror.close());

const diagnostics = (page: Page): Locator => page.getByRole('group', { name: 'Diagnostics' });

test('an error in the engine reaches Settings → Diagnostics and can be cleared from the keyboard', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const models = await ModelsSettings.open(panel);
  await expect(diagnostics(panel.page).getByText('Nothing has gone wrong lately.')).toBeVisible();

  // A real failure in the engine worker: the mirror serves a corrupted model file.
  mirror.faults.set('claimlens/tiny-nli/onnx/model.onnx', { corrupt: true });
  await models.useMirror(mirror.base);
  await models.importFiles([path.join(NLI, 'claimlens-model.json')]);
  const row = models.row(/^tiny-nli/);
  await models.select(row);
  await models.button(row, 'Download').click();
  await expect(row.getByRole('alert')).toContainText('does not match its expected SHA-256');

  // engine worker → offscreen document → background → storage.local → this section.
  const entries = diagnostics(panel.page).getByRole('list', { name: 'Diagnostics entries' }).getByRole('listitem');
  const entry = entries.filter({ hasText: 'does not match its expected SHA-256' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('engine · models');
  await expect(entry).toContainText('The download of tiny-nli stopped');
  await expect(entry).toContainText('error');

  const clear = diagnostics(panel.page).getByRole('button', { name: 'Clear log' });
  await clear.focus();
  await panel.page.keyboard.press('Enter');
  await expect(diagnostics(panel.page).getByText('Nothing has gone wrong lately.')).toBeVisible();
  await expect(diagnostics(panel.page).getByRole('button', { name: 'Copy log' })).toBeDisabled();
});
