import type { StoredDocumentsTrace } from '../../../core/traces/documents';
import type { DocumentPassage } from './evidence';
import type { ReadingDecision } from './nli-rule';

/** `traces.documents` of a claim the documents stage weighed (lib/core/traces/documents.ts). */
export function documentsTrace(
  found: { passages: readonly DocumentPassage[]; hits: number; lexicalOnly: boolean },
  by: StoredDocumentsTrace['by'],
  decision: string,
  readings?: readonly ReadingDecision[],
): StoredDocumentsTrace {
  const trace: StoredDocumentsTrace = {
    hits: found.hits,
    lexicalOnly: found.lexicalOnly,
    passages: found.passages.map((p) => ({
      docId: p.docId,
      name: p.name,
      page: p.page,
      score: p.score,
      instructionLike: p.instructionLike,
    })),
    by,
    decision,
  };
  if (readings)
    trace.nli = readings.map((r, i) => ({
      docId: found.passages[i]!.docId,
      page: found.passages[i]!.page,
      S: r.reading.S,
      ...r.reading.nli,
      rule: r.decision.rule,
      verdict: r.verdict,
      guard: r.guard,
    }));
  return trace;
}
