import { calibratedMemory, calibrationFile } from '../../lib/eval/calibrate/file';
import { defaultSettings } from '../../lib/settings/schema';
import { expect, test } from './support/fixtures';
import { SidePanel } from './support/pages';

/**
 * The file `npm run eval -- --calibrate` writes, imported as a team does: the review lists the
 * memory thresholds it changes and nothing else, and after Apply Settings → Memory shows the
 * embedding model's MACRO and MICRO bars while the other sections keep what the reader had set.
 */

const fold = { claims: 10, answered: 4, correct: 4, coverage: 0.4, precision: 1 };

function calibration(): string {
  const memory = calibratedMemory(defaultSettings().memory, 'all-MiniLM-L6-v2', {
    similarity: { macro: 0.72, micro: 0.68 },
    memory: { ...defaultSettings().memory, minConfidence: 0.8 },
  });
  const provenance = {
    embedModel: 'all-MiniLM-L6-v2',
    nliModel: 'nli-deberta-v3-xsmall',
    data: 'claims.jsonl',
    dataSha256: '0'.repeat(64),
    packs: [],
    targetPrecision: 0.95,
    seed: 'claimlens',
    heldOutShare: 0.3,
    tune: fold,
    heldOut: fold,
    heldOutBefore: fold,
  };
  return calibrationFile(memory, provenance);
}

test('a calibration file changes only memory: the review lists its thresholds, and Settings → Memory shows the bars per index', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.configure({ general: { showPill: false } });

  await panel.importSettings(calibration(), 'memory.json');
  const other = panel.importReview().getByRole('list', { name: 'Other settings' }).getByRole('listitem');
  await expect(other).toHaveText([
    'Memory similarity thresholds (per embedding model): (registry thresholds) → all-MiniLM-L6-v2: MACRO 0.720, MICRO 0.680',
    'memory.minConfidence: 0.75 → 0.8',
  ]);
  await panel.answerImport('Apply');
  await expect(panel.page.getByRole('status').filter({ hasText: 'Imported settings from memory.json.' })).toBeVisible();

  await expect(
    panel.page.getByLabel('Stored claims (MACRO) match at similarity of at least (all-MiniLM-L6-v2)'),
  ).toHaveValue('0.72');
  await expect(
    panel.page.getByLabel('Stored facts (MICRO) match at similarity of at least (all-MiniLM-L6-v2)'),
  ).toHaveValue('0.68');
  await expect(panel.page.getByLabel('Answer from memory at confidence C of at least')).toHaveValue('0.8');
  // The section the file does not name keeps the reader's choice.
  await expect(panel.page.getByLabel('Show the “Check claim” button when I select text')).not.toBeChecked();

  // A bar edited by hand (under Memory's Advanced) is stored for that model and index alone.
  await panel.page
    .getByRole('group', { name: 'Memory (local knowledge first)' })
    .getByText('Advanced', { exact: true })
    .click();
  await panel.page.getByLabel('Stored facts (MICRO) match at similarity of at least (all-MiniLM-L6-v2)').fill('0.7');
  const exported = JSON.parse((await panel.exportSettings()).text) as {
    settings: { memory: { similarity: Record<string, unknown> } };
  };
  expect(exported.settings.memory.similarity).toEqual({ 'all-MiniLM-L6-v2': { macro: 0.72, micro: 0.7 } });
});
