import { ModelError } from './errors';
import { softmax } from './pooling';
import type { NliProbs } from './types';

/** Where each NLI label sits in the model's logits, read from config.json's id2label. */
export interface LabelIndex {
  entailment: number;
  contradiction: number;
  neutral: number;
  count: number;
}

const NAMES: Record<string, keyof NliProbs> = {
  entailment: 'entailment',
  entail: 'entailment',
  contradiction: 'contradiction',
  contradict: 'contradiction',
  neutral: 'neutral',
};

export function labelIndex(config: unknown, modelId: string): LabelIndex {
  const id2label = (config as { id2label?: Record<string, unknown> } | null)?.id2label;
  const found: Partial<Record<keyof NliProbs, number>> = {};
  const entries = id2label && typeof id2label === 'object' ? Object.entries(id2label) : [];
  for (const [id, label] of entries) {
    const name = NAMES[String(label).trim().toLowerCase()];
    if (name && Number.isInteger(Number(id))) found[name] = Number(id);
  }
  if (found.entailment === undefined || found.contradiction === undefined || found.neutral === undefined)
    throw new ModelError(
      'shape-mismatch',
      `Model "${modelId}" is not an NLI model: its config.json must name the labels entailment, contradiction and neutral in "id2label" (it has ${JSON.stringify(id2label ?? null)}). Choose an MNLI cross-encoder in Settings → Models.`,
    );
  return {
    entailment: found.entailment,
    contradiction: found.contradiction,
    neutral: found.neutral,
    count: entries.length,
  };
}

/** Softmax over one row of logits, read out by label. */
export function nliProbs(logits: ArrayLike<number>, labels: LabelIndex): NliProbs {
  const p = softmax(logits);
  return { entailment: p[labels.entailment]!, contradiction: p[labels.contradiction]!, neutral: p[labels.neutral]! };
}
