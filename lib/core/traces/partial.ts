import * as v from 'valibot';

import { VerdictSchema } from './common';

/**
 * Partial reads, for views that must keep working on a partly bad row: each reads only the
 * fields it needs, and lists drop their bad items one by one, so one damaged sentence costs its
 * own badge and not the others (the whole-trace guards in index.ts refuse the lot).
 */

const SentencePartSchema = v.object({
  index: v.number(),
  start: v.number(),
  end: v.number(),
  verdict: VerdictSchema,
  confidence: v.optional(v.nullable(v.number())),
  question: v.optional(v.literal(true)),
});
const PlannedSentenceSchema = v.object({ kind: v.string(), note: v.optional(v.string()) });
const PlanListSchema = v.object({ plan: v.object({ version: v.literal(1), sentences: v.array(v.unknown()) }) });
const SentenceListSchema = v.object({ sentences: v.array(v.unknown()) });
const TribunalModeSchema = v.object({
  mode: v.picklist(['tribunal', 'single-pass', 'failed']),
  error: v.optional(v.string()),
});
const PersistOutcomeSchema = v.object({
  stored: v.boolean(),
  report: v.optional(v.object({ facts: v.array(v.unknown()) })),
});

const item = <T>(schema: v.GenericSchema<unknown, T>, raw: unknown): T | null => {
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? parsed.output : null;
};

/** The decomposition trace's verdict per sentence (the badges), bad entries left out. */
export function sentencePartsOf(trace: unknown): v.InferOutput<typeof SentencePartSchema>[] {
  return (item(SentenceListSchema, trace)?.sentences ?? []).flatMap((s) => item(SentencePartSchema, s) ?? []);
}

/** The decomposition plan's sentences by position (null where one is damaged), or null without a plan. */
export function plannedSentencesOf(trace: unknown): (v.InferOutput<typeof PlannedSentenceSchema> | null)[] | null {
  const plan = item(PlanListSchema, trace)?.plan;
  return plan ? plan.sentences.map((s) => item(PlannedSentenceSchema, s)) : null;
}

/** The tribunal's mode and error, without the rest of its trace. */
export const tribunalModeOf = (trace: unknown) => item(TribunalModeSchema, trace);

/** Whether stage 5 stored the verdict, and how many facts, without the rest of its trace. */
export const persistOutcomeOf = (trace: unknown) => item(PersistOutcomeSchema, trace);
