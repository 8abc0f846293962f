import type { MemorySettings } from '../../settings/sections/memory';
import { SETTINGS_FILE_FORMAT, SETTINGS_FILE_VERSION } from '../../settings/transfer';
import type { FoldScore, SweepSetting } from './sweep';

/**
 * The calibration's result as a `claimlens-settings` file that names only the `memory` section:
 * Settings → Import shows what it changes and leaves every other section as it is. The
 * similarity bars go under the embedding model they were measured with; the file's
 * `calibration` block (ignored by the import) says on what and for which models.
 */

export interface CalibrationProvenance {
  embedModel: string;
  nliModel: string;
  data: string;
  dataSha256: string;
  packs: string[];
  targetPrecision: number;
  seed: string;
  heldOutShare: number;
  tune: FoldScore;
  heldOut: FoldScore;
  /** The held-out fold under the settings before calibration, for comparison. */
  heldOutBefore: FoldScore;
}

export function calibratedMemory(base: MemorySettings, embedModel: string, s: SweepSetting): MemorySettings {
  return { ...base, ...s.memory, similarity: { ...base.similarity, [embedModel]: { ...s.similarity } } };
}

export function calibrationFile(memory: MemorySettings, provenance: CalibrationProvenance, now = new Date()): string {
  const strip = ({ claims, answered, correct, coverage, precision }: FoldScore): FoldScore => ({
    claims,
    answered,
    correct,
    coverage,
    precision,
  });
  const file = {
    format: SETTINGS_FILE_FORMAT,
    version: SETTINGS_FILE_VERSION,
    exportedAt: now.toISOString(),
    settings: { memory },
    calibration: {
      ...provenance,
      tune: strip(provenance.tune),
      heldOut: strip(provenance.heldOut),
      heldOutBefore: strip(provenance.heldOutBefore),
    },
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
