import { ratingLine } from '../core/rating';
import type { CheckPart, CheckSummary } from '../core/schemas';
import { planMethodOf, sentencePartsOf } from '../core/traces/partial';
import type { CheckRecord } from '../db/records';
import { DECOMPOSE_TRACE_KEY } from '../decompose/trace';

/** The small view of a check that content scripts receive (never traces or subscribers). */
export function toSummary(r: CheckRecord): CheckSummary {
  const s: CheckSummary = { id: r.id, status: r.status, text: r.text, updatedAt: r.updatedAt };
  if (r.stage) s.stage = r.stage;
  if (r.verdict) s.verdict = r.verdict;
  if (r.confidence !== undefined) s.confidence = r.confidence;
  if (r.path) s.path = r.path;
  if (r.reason) s.reason = r.reason.slice(0, 2000);
  if (r.error) s.error = r.error.slice(0, 2000);
  if (r.anchor) s.anchor = r.anchor;
  const note = [r.rating ? ratingLine(r.rating) : '', r.notice ?? ''].filter(Boolean).join(' · ');
  if (note) s.note = note.slice(0, 300);
  if (r.question) s.question = r.question;
  if (r.modelsMissing?.length) s.modelsMissing = true;
  const parts = r.status === 'done' ? partsOf(r.traces[DECOMPOSE_TRACE_KEY], r.text.length) : [];
  if (parts.length) s.parts = parts;
  return s;
}

/** The checked sentences of a decomposed selection, for their badges; none for a single claim (its graph included). */
function partsOf(trace: unknown, textLength: number): CheckPart[] {
  if (planMethodOf(trace) === 'single') return [];
  return sentencePartsOf(trace)
    .filter(
      (p) =>
        Number.isInteger(p.start) && Number.isInteger(p.end) && p.start >= 0 && p.start < p.end && p.end <= textLength,
    )
    .slice(0, 200)
    .map((p) => ({
      sentence: p.index,
      start: p.start,
      end: p.end,
      verdict: p.verdict,
      confidence: p.confidence ?? null,
      ...(p.question ? { question: true as const } : {}),
    }));
}
