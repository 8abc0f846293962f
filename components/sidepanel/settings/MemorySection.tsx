import { settingsMessages as m } from '../../../lib/i18n/catalogue/settings';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
import { findModel } from '../../../lib/ml/registry';
import { indexThresholds } from '../../../lib/panel/memory';
import type { Settings } from '../../../lib/settings/schema';
import { Advanced } from './Advanced';
import { Lockable } from './Lockable';
import { NumberField } from './NumberField';
import type { SettingsSectionProps } from './section-props';

type Memory = Settings['memory'];
type NumberKey = { [K in keyof Memory]: Memory[K] extends number ? K : never }[keyof Memory];

const FIELDS: { key: NumberKey; label: Message; min: number; max: number; step: number }[] = [
  { key: 'minConfidence', label: m.minConfidence, min: 0, max: 1, step: 0.01 },
  { key: 'neutralMinConfidence', label: m.neutralMinConfidence, min: 0, max: 1, step: 0.01 },
  { key: 'neutralMinSimilarity', label: m.neutralMinSimilarity, min: 0, max: 1, step: 0.01 },
  { key: 'neutralMinGraphSupport', label: m.neutralMinGraphSupport, min: 0, max: 1, step: 0.01 },
  { key: 'highNeutralProb', label: m.highNeutralProb, min: 0, max: 1, step: 0.01 },
  { key: 'highNeutralMinSimilarity', label: m.highNeutralMinSimilarity, min: 0, max: 1, step: 0.01 },
  {
    key: 'minContradictionProb',
    label: m.minContradictionProb,
    min: 0,
    max: 1,
    step: 0.01,
  },
  {
    key: 'minEntailmentProb',
    label: m.minEntailmentProb,
    min: 0,
    max: 1,
    step: 0.01,
  },
  { key: 'weightSimilarity', label: m.weightSimilarity, min: 0, max: 1, step: 0.05 },
  { key: 'weightNli', label: m.weightNli, min: 0, max: 1, step: 0.05 },
  { key: 'weightGraph', label: m.weightGraph, min: 0, max: 1, step: 0.05 },
  { key: 'shortClaimWords', label: m.shortClaimWords, min: 1, max: 50, step: 1 },
  {
    key: 'shortClaimMicroMargin',
    label: m.shortClaimMicroMargin,
    min: 0,
    max: 1,
    step: 0.01,
  },
  {
    key: 'longClaimMicroMargin',
    label: m.longClaimMicroMargin,
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
        <h2>{t(m.memoryTitle)}</h2>
      </legend>
      <label className="check">
        <input type="checkbox" checked={memory.valueGuard} onChange={(e) => set({ valueGuard: e.target.checked })} />
        {t(m.valueGuard)}
      </label>
      <Lockable path="memory.oldEvidenceYears">
        <NumberField
          label={t(m.oldEvidence)}
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
            {t(f.label)}
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
          {t(index === 'macro' ? m.macroBar : m.microBar)} ({id})
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
