import * as v from 'valibot';

import { AnswerTraceSchema, type StoredAnswerTrace } from './answer';
import {
  CorrectionTraceSchema,
  DecompositionTraceSchema,
  RelatedTraceSchema,
  type StoredCorrectionTrace,
  type StoredDecompositionTrace,
  type StoredRelatedKnowledge,
} from './decompose';
import { DocumentsTraceSchema, type StoredDocumentsTrace } from './documents';
import { MemoryTraceSchema, type StoredMemoryTrace } from './memory';
import { PersistTraceSchema, type StoredPersistTrace } from './persist';
import { type StoredTribunalTrace, TribunalTraceSchema } from './tribunal';
import { type StoredWebTrace, WebTraceSchema } from './web';

/**
 * How a check came about, one entry per pipeline area: `CheckOutcome.traces`, stored in the
 * check's history row. Each stage's own trace type (e.g. lib/kg/memory/trace.ts `MemoryTrace`) must
 * satisfy the shape here, which the compiler checks where the stage writes it; the shapes are
 * valibot schemas because a row is read back from IndexedDB as anything.
 *
 * Versions: a row records `tracesVersion` (the `TRACES_VERSION` it was written with). Rows from
 * before versioning have none and hold the version 1 shapes, so they are read through the same
 * guards (no migration rewrites the history). A row from a newer version is not guessed at: its
 * traces are unreadable here. When a shape changes, raise the version and read the old one in
 * its guard.
 */
export interface TraceShapes {
  decompose: StoredDecompositionTrace;
  memory: StoredMemoryTrace;
  documents: StoredDocumentsTrace;
  web: StoredWebTrace;
  tribunal: StoredTribunalTrace;
  persist: StoredPersistTrace;
  related: StoredRelatedKnowledge[];
  correction: StoredCorrectionTrace;
  answer: StoredAnswerTrace;
}

export type CheckTraces = Partial<TraceShapes>;

export type TraceKey = keyof TraceShapes;

export const TRACES_VERSION = 1;

/** The traces as a history row holds them: written as `CheckTraces`, read only through a guard. */
export type StoredTraces = { [K in TraceKey]?: unknown };

function guardOf<T>(schema: v.GenericSchema<unknown, T>): (trace: unknown) => T | null {
  return (trace) => {
    const parsed = v.safeParse(schema, trace);
    return parsed.success ? parsed.output : null;
  };
}

/** One guard per view: the trace if it has the shape the view reads, null otherwise. */
export const decompositionTraceOf = guardOf(DecompositionTraceSchema);
export const memoryTraceOf = guardOf(MemoryTraceSchema);
export const documentsTraceOf = guardOf(DocumentsTraceSchema);
export const webTraceOf = guardOf(WebTraceSchema);
export const tribunalTraceOf = guardOf(TribunalTraceSchema);
export const persistTraceOf = guardOf(PersistTraceSchema);
export const relatedTraceOf = guardOf(RelatedTraceSchema);
export const correctionTraceOf = guardOf(CorrectionTraceSchema);
export const answerTraceOf = guardOf(AnswerTraceSchema);

const GUARDS: { [K in TraceKey]: (trace: unknown) => TraceShapes[K] | null } = {
  decompose: decompositionTraceOf,
  memory: memoryTraceOf,
  documents: documentsTraceOf,
  web: webTraceOf,
  tribunal: tribunalTraceOf,
  persist: persistTraceOf,
  related: relatedTraceOf,
  correction: correctionTraceOf,
  answer: answerTraceOf,
};

export interface TracedRow {
  traces: StoredTraces;
  tracesVersion?: number;
}

/** A row's trace of one area: absent when the check did not record one. */
export type TraceRead<K extends TraceKey> =
  { state: 'absent' } | { state: 'unreadable' } | { state: 'read'; trace: TraceShapes[K] };

export function traceOf<K extends TraceKey>(row: TracedRow, key: K): TraceRead<K> {
  const raw: unknown = row.traces[key];
  if (raw === undefined) return { state: 'absent' };
  const version = row.tracesVersion ?? 1;
  if (!Number.isInteger(version) || version < 1 || version > TRACES_VERSION) return { state: 'unreadable' };
  const trace = GUARDS[key](raw);
  return trace === null ? { state: 'unreadable' } : { state: 'read', trace };
}

export type { StoredAnswerFact, StoredAnswerTrace } from './answer';
export type { StoredLlmCall } from './common';
export { CALL_PURPOSES, ROLE_NAMES } from './common';
export type {
  StoredClaimOutcome,
  StoredCorrectionTrace,
  StoredDecompositionTrace,
  StoredRelatedKnowledge,
} from './decompose';
export type { StoredMemoryTrace } from './memory';
export type { StoredPersistTrace } from './persist';
export type { StoredAnalystReport, StoredDroppedCitation, StoredJudgeAnswer, StoredTribunalTrace } from './tribunal';
export type { StoredWebTrace } from './web';
export { SKIP_REASONS } from './web';
