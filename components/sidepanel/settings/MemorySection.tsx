import { findModel } from '../../../lib/ml/registry';
import { indexThresholds } from '../../../lib/panel/memory';
import type { Settings } from '../../../lib/settings/schema';
import { Advanced } from './Advanced';
import { Lockable } from './Lockable';
import { NumberField } from './NumberField';
import type { SettingsSectionProps } from './section-props';

type Memory = Settings['memory'];
type NumberKey = { [K in keyof Memory]: Memory[K] extends number ? K : never }[keyof Memory];

const FIELDS: { key: NumberKey; label: string; min: number; max: number; step: number }[] = [
  { key: 'minConfidence', label: 'Answer from memory at confidence C of at least', min: 0, max: 1, step: 0.01 },
  { key: 'neutralMinConfidence', label: 'Neutral NLI: confidence at least', min: 0, max: 1, step: 0.01 },
  { key: 'neutralMinSimilarity', label: 'Neutral NLI: similarity at least', min: 0, max: 1, step: 0.01 },
  { key: 'neutralMinGraphSupport', label: 'Neutral NLI: graph support at least', min: 0, max: 1, step: 0.01 },
  { key: 'highNeutralProb', label: 'High-neutral guard: P(neutral) at least', min: 0, max: 1, step: 0.01 },
  { key: 'highNeutralMinSimilarity', label: 'High-neutral guard: at similarity at least', min: 0, max: 1, step: 0.01 },
  {
    key: 'minContradictionProb',
    label: 'Contradiction overrides memory at P(contradiction) of at least',
    min: 0,
    max: 1,
    step: 0.01,
  },
  {
    key: 'minEntailmentProb',
    label: 'Entailment confirms memory at P(entailment) of at least',
    min: 0,
    max: 1,
    step: 0.01,
  },
  { key: 'weightSimilarity', label: 'Weight of similarity S in C', min: 0, max: 1, step: 0.05 },
  { key: 'weightNli', label: 'Weight of NLI N in C', min: 0, max: 1, step: 0.05 },
  { key: 'weightGraph', label: 'Weight of graph support G in C', min: 0, max: 1, step: 0.05 },
  { key: 'shortClaimWords', label: 'Short claims: at most this many words', min: 1, max: 50, step: 1 },
  {
    key: 'shortClaimMicroMargin',
    label: 'Short claims prefer facts within a similarity margin of',
    min: 0,
    max: 1,
    step: 0.01,
  },
  {
    key: 'longClaimMicroMargin',
    label: 'Longer claims prefer facts only when better by more than',
    min: 0,
    max: 1,
    step: 0.01,
  },
];

/** Thresholds of the memory stage and its decision layer (docs/settings.md, Memory). */
export function MemorySection({ settings, save }: SettingsSectionProps) {
  const memory = settings.memory;
  // `save` reports its own outcome (Saved. or the error) under the sections.
  const set = (patch: Partial<Memory>) => void save('memory', patch);
  return (
    <fieldset>
      <legend>
        <h2>Memory (local knowledge first)</h2>
      </legend>
      <label className="check">
        <input type="checkbox" checked={memory.valueGuard} onChange={(e) => set({ valueGuard: e.target.checked })} />
        Send claims whose numbers, dates or places differ from what memory holds to the web
      </label>
      <Lockable path="memory.oldEvidenceYears">
        <NumberField
          label="Say when a memory answer rests on evidence at least this many years old (0: never)"
          min={0}
          max={50}
          value={memory.oldEvidenceYears}
          onChange={(n) => set({ oldEvidenceYears: n })}
        />
      </Lockable>
      <Advanced section="memory" keys={[...FIELDS.map((f) => f.key), 'similarity']} save={save}>
        <SimilarityBars memory={memory} models={settings.models} set={set} />
        {FIELDS.map((f) => (
          <label key={f.key}>
            {f.label}
            <input
              type="number"
              min={f.min}
              max={f.max}
              step={f.step}
              value={memory[f.key]}
              onChange={(e) => {
                const v = e.target.valueAsNumber;
                if (Number.isFinite(v) && v >= f.min && v <= f.max && (f.step !== 1 || Number.isInteger(v)))
                  void set({ [f.key]: v });
              }}
            />
          </label>
        ))}
      </Advanced>
    </fieldset>
  );
}

/** The chosen embedding model's eligibility bars, one per index (absent: its registry threshold for both). */
function SimilarityBars({
  memory,
  models,
  set,
}: {
  memory: Memory;
  models: Settings['models'];
  set(patch: Partial<Memory>): void;
}) {
  const id = models.embedModelId;
  const threshold = findModel(id, models.custom)?.threshold;
  if (threshold === undefined) return null;
  const bars = indexThresholds(memory.similarity, { modelId: id, threshold });
  const change = (index: 'macro' | 'micro', v: number) => {
    if (Number.isFinite(v) && v >= 0 && v <= 1)
      set({ similarity: { ...memory.similarity, [id]: { ...bars, [index]: v } } });
  };
  return (
    <>
      {(['macro', 'micro'] as const).map((index) => (
        <label key={index}>
          {index === 'macro'
            ? 'Stored claims (MACRO) match at similarity of at least'
            : 'Stored facts (MICRO) match at similarity of at least'}{' '}
          ({id})
          <input
            type="number"
            min={0}
            max={1}
            step={0.01}
            value={bars[index]}
            onChange={(e) => change(index, e.target.valueAsNumber)}
          />
        </label>
      ))}
    </>
  );
}
