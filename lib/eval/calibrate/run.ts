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

/** A fold's scores with the answers they count (sweep.ts). */
type Scored = ReturnType<typeof scoreFold>;

interface FoldScores {
  tuneBefore: Scored;
  tune: Scored;
  heldOutBefore: Scored;
  heldOut: Scored;
}

/** The risk–coverage chart: the held-out fold calibrated, against the tuning fold and the settings before. */
function curveSvg(models: string, s: FoldScores, targetPrecision: number): string {
  return renderCurveSvg(
    `Risk–coverage of memory — ${models}`,
    [
      { label: 'held-out, calibrated', colour: '#2563eb', points: riskCoverage(s.heldOut.answers, s.heldOut.claims) },
      { label: 'tuning fold, calibrated', colour: '#93c5fd', points: riskCoverage(s.tune.answers, s.tune.claims) },
      {
        label: 'held-out, before',
        colour: '#9ca3af',
        points: riskCoverage(s.heldOutBefore.answers, s.heldOutBefore.claims),
      },
    ],
    targetPrecision,
  );
}

/** The printed result: the folds, the thresholds before and after, each fold's scores, the held-out curve. */
function summary(o: {
  models: string;
  counts: { claims: number; tune: number; heldOut: number };
  options: CalibrationInput['options'];
  before: SweepSetting;
  setting: SweepSetting;
  scores: FoldScores;
}): string {
  const { options, before, setting, scores } = o;
  return [
    `Calibration of memory for ${o.models} on ${o.counts.claims} claims: ${o.counts.tune} to tune on, ${o.counts.heldOut} held out (seed "${options.seed}", share ${options.heldOutShare}); target precision ${pct(options.targetPrecision)}.`,
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
        { fold: 'tuning', setting: 'before', score: scores.tuneBefore },
        { fold: 'tuning', setting: 'calibrated', score: scores.tune },
        { fold: 'held-out', setting: 'before', score: scores.heldOutBefore },
        { fold: 'held-out', setting: 'calibrated', score: scores.heldOut },
      ],
      options.targetPrecision,
    ),
    'Risk–coverage on the held-out fold, calibrated (answers by confidence C, highest first)',
    curveTable(riskCoverage(scores.heldOut.answers, scores.heldOut.claims)),
  ].join('\n');
}

/** What the user should know about a calibration that answers nothing, or misses its target on the held-out fold. */
function calibrationWarnings(tune: FoldScore, heldOut: FoldScore, target: number): string[] {
  const warnings: string[] = [];
  if (!tune.answered)
    warnings.push(
      `At ${pct(target)} precision memory should answer none of these claims: every setting that answers some makes too many mistakes on the tuning fold. Check that the knowledge packs (--kb) cover the data, or aim lower.`,
    );
  if (heldOut.answered && heldOut.precision < target)
    warnings.push(
      `On the held-out fold the calibrated setting reaches ${pct(heldOut.precision)} precision, below the target ${pct(target)}: the tuning fold was too small or unlike it. Add labelled claims, or aim lower.`,
    );
  return warnings;
}

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
  const models = `${embedder.modelId} + ${nli.modelId}`;
  const scores = { tuneBefore: scoreFold(folds.tune, before), tune, heldOutBefore, heldOut };
  writeFileSync(svg, curveSvg(models, scores, options.targetPrecision));
  const counts = { claims: input.items.length, tune: folds.tune.length, heldOut: folds.heldOut.length };
  io.out(summary({ models, counts, options, before, setting, scores }));
  for (const warning of calibrationWarnings(tune, heldOut, options.targetPrecision)) io.log(warning);
  io.log(`Settings file: ${out} (Settings → Import applies its memory section); curve: ${svg}.`);
  return {
    files: [out, svg],
    folds: { tune: folds.tune.map((m) => m.id), heldOut: folds.heldOut.map((m) => m.id) },
    setting,
  };
}
