import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { ClaimLensDB } from '../../db/database';
import { indexThresholds } from '../../kg/memory/arbitrate';
import type { ModelServices } from '../../ml/types';
import type { Settings } from '../../settings/schema';
import { importSettings } from '../../settings/transfer';
import { textTable as table } from '../../util/text-table';
import type { CalibrateArgs } from '../args';
import { ModelSetupError } from '../models';
import type { EvalItem } from '../types';
import { curveTable, foldTable, renderCurveSvg, riskCoverage } from './curve';
import { calibratedMemory, calibrationFile } from './file';
import { measureClaims } from './measure';
import { splitFolds } from './split';
import { type FoldScore, scoreFold, sweep, type SweepSetting, SWEPT_BARS } from './sweep';

/**
 * `npm run eval -- … --calibrate OUT.json`: measure every labelled claim against memory once,
 * split off a held-out fold, tune the memory thresholds on the rest, and report both folds.
 * The held-out numbers are the ones to believe: nothing was chosen by looking at them.
 */

export class CalibrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalibrationError';
  }
}

export interface CalibrationInput {
  items: readonly EvalItem[];
  db: ClaimLensDB;
  models: ModelServices;
  settings: Settings;
  options: CalibrateArgs;
  data: { file: string; sha256: string };
  packs: string[];
}

export interface CalibrationIo {
  log(line: string): void;
  out(text: string): void;
  signal?: AbortSignal;
}

export interface CalibrationResult {
  files: string[];
  /** Claim ids of each fold (the held-out ones never reached the sweep). */
  folds: { tune: string[]; heldOut: string[] };
  /** The chosen setting, as read back from the written file. */
  setting: SweepSetting;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const f3 = (x: number) => x.toFixed(3);

export async function runCalibration(input: CalibrationInput, io: CalibrationIo): Promise<CalibrationResult> {
  const { options } = input;
  const [embedder, nli] = await Promise.all([input.models.embedder(), input.models.nli()]);
  if (!embedder || !nli)
    throw new ModelSetupError(
      'Calibration needs both an embedding and an NLI model (--models): memory answers with neither below word-for-word matches.',
    );
  const measured = await measureClaims(
    input.items,
    input.db,
    { embedder, nli },
    { signal: io.signal ?? new AbortController().signal, log: io.log },
  );
  const folds = splitFolds(measured, options.heldOutShare, options.seed);
  if (folds.tune.length < 2 || folds.heldOut.length < 1) {
    throw new CalibrationError(
      `${input.items.length} scored claims are too few to tune on one fold and check on another: give more labelled claims, or change --holdout (now ${options.heldOutShare}).`,
    );
  }
  const before: SweepSetting = {
    similarity: indexThresholds(input.settings.memory.similarity, embedder),
    memory: input.settings.memory,
  };
  const found = sweep(folds.tune, before, options.targetPrecision);
  io.log(`Tried ${found.tried.toLocaleString('en-US')} settings on the ${folds.tune.length} tuning claims.`);

  const memory = calibratedMemory(input.settings.memory, embedder.modelId, found.setting);
  const heldOutBefore = scoreFold(folds.heldOut, before);
  const draft = (tune: FoldScore, heldOut: FoldScore) =>
    calibrationFile(memory, {
      embedModel: embedder.modelId,
      nliModel: nli.modelId,
      data: input.data.file,
      dataSha256: input.data.sha256,
      packs: input.packs,
      targetPrecision: options.targetPrecision,
      seed: options.seed,
      heldOutShare: options.heldOutShare,
      tune,
      heldOut,
      heldOutBefore,
    });
  // The numbers reported are those of the file as Settings → Import will read it.
  const imported = importSettings(draft(found.score, heldOutBefore)).memory;
  const setting: SweepSetting = { similarity: indexThresholds(imported.similarity, embedder), memory: imported };
  const tune = scoreFold(folds.tune, setting);
  const heldOut = scoreFold(folds.heldOut, setting);

  const out = path.resolve(options.out);
  const svg = out.replace(/\.json$/i, '') + '.svg';
  writeFileSync(out, draft(tune, heldOut));
  const heldOutCurve = riskCoverage(heldOut.answers, heldOut.claims);
  writeFileSync(
    svg,
    renderCurveSvg(
      `Risk–coverage of memory — ${embedder.modelId} + ${nli.modelId}`,
      [
        { label: 'held-out, calibrated', colour: '#2563eb', points: heldOutCurve },
        { label: 'tuning fold, calibrated', colour: '#93c5fd', points: riskCoverage(tune.answers, tune.claims) },
        {
          label: 'held-out, before',
          colour: '#9ca3af',
          points: riskCoverage(heldOutBefore.answers, heldOutBefore.claims),
        },
      ],
      options.targetPrecision,
    ),
  );

  const lines = [
    `Calibration of memory for ${embedder.modelId} + ${nli.modelId} on ${input.items.length} claims: ${folds.tune.length} to tune on, ${folds.heldOut.length} held out (seed "${options.seed}", share ${options.heldOutShare}); target precision ${pct(options.targetPrecision)}.`,
    table(
      ['Threshold', 'Before', 'Calibrated'],
      [
        ['similarity MACRO', f3(before.similarity.macro), f3(setting.similarity.macro)],
        ['similarity MICRO', f3(before.similarity.micro), f3(setting.similarity.micro)],
        ...SWEPT_BARS.map((b) => [b, f3(before.memory[b]), f3(setting.memory[b])]),
      ],
    ),
    foldTable(
      [
        { fold: 'tuning', setting: 'before', score: scoreFold(folds.tune, before) },
        { fold: 'tuning', setting: 'calibrated', score: tune },
        { fold: 'held-out', setting: 'before', score: heldOutBefore },
        { fold: 'held-out', setting: 'calibrated', score: heldOut },
      ],
      options.targetPrecision,
    ),
    'Risk–coverage on the held-out fold, calibrated (answers by confidence C, highest first)',
    curveTable(heldOutCurve),
  ];
  io.out(lines.join('\n'));
  if (!tune.answered) {
    io.log(
      `At ${pct(options.targetPrecision)} precision memory should answer none of these claims: every setting that answers some makes too many mistakes on the tuning fold. Check that the knowledge packs (--kb) cover the data, or aim lower.`,
    );
  }
  if (heldOut.answered && heldOut.precision < options.targetPrecision) {
    io.log(
      `On the held-out fold the calibrated setting reaches ${pct(heldOut.precision)} precision, below the target ${pct(options.targetPrecision)}: the tuning fold was too small or unlike it. Add labelled claims, or aim lower.`,
    );
  }
  io.log(`Settings file: ${out} (Settings → Import applies its memory section); curve: ${svg}.`);
  return {
    files: [out, svg],
    folds: { tune: folds.tune.map((m) => m.id), heldOut: folds.heldOut.map((m) => m.id) },
    setting,
  };
}
