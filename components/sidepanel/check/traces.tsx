import type { JSX } from 'react';

import { type TraceKey, traceOf } from '../../../lib/core/traces';
import { CORRECTION_TRACE_KEY, DECOMPOSE_TRACE_KEY } from '../../../lib/decompose/trace';
import type { CheckRecord } from '../../../lib/panel/check';
import { RELATED_TRACE_KEY } from '../../../lib/pipeline/related';
import { AnswerTrace } from './AnswerTrace';
import { CorrectionTrace } from './ClaimParts';
import { DecompositionTrace } from './DecompositionTrace';
import { MemoryTrace } from './MemoryTrace';
import { PersistTrace } from './PersistTrace';
import { RelatedTrace } from './RelatedKnowledge';
import { TribunalTrace } from './TribunalTrace';
import { WebTrace } from './WebTrace';

/**
 * How a check came about, one view per pipeline area (memory decision, web evidence bundle,
 * tribunal transcript, decomposition tree). Each area registers its view here under the key it
 * writes into `CheckOutcome.traces`; each view reads its trace through its guard in
 * lib/core/traces, so an old or damaged row shows "trace unreadable" instead of breaking the panel.
 */
export interface TraceView {
  key: TraceKey;
  title: string;
  View(props: { trace: unknown; check: CheckRecord }): JSX.Element | null;
}

export const TRACE_VIEWS: TraceView[] = [
  { key: 'answer', title: 'Answer from your sources', View: AnswerTrace },
  { key: DECOMPOSE_TRACE_KEY, title: 'Claims in this selection', View: DecompositionTrace },
  { key: 'memory', title: 'Memory', View: MemoryTrace },
  { key: 'web', title: 'Web evidence', View: WebTrace },
  { key: 'tribunal', title: 'Tribunal', View: TribunalTrace },
  { key: 'persist', title: 'Saved to memory', View: PersistTrace },
  { key: RELATED_TRACE_KEY, title: 'Related knowledge', View: RelatedTrace },
  { key: CORRECTION_TRACE_KEY, title: 'Suggested correction', View: CorrectionTrace },
];

export const TRACE_UNREADABLE =
  'Trace unreadable: this part of the check was recorded by another version of ClaimLens or is damaged, so it cannot be shown. Check the claim again to record it anew.';

/** The sections of `keys` (all by default), in the order of TRACE_VIEWS. */
export function TraceSections({
  check,
  keys = TRACE_VIEWS.map((v) => v.key),
}: {
  check: CheckRecord;
  keys?: readonly TraceKey[];
}) {
  return (
    <>
      {TRACE_VIEWS.filter((v) => keys.includes(v.key)).map(({ key, title, View }) => {
        const read = traceOf(check, key);
        if (read.state === 'absent') return null;
        return (
          <section key={key} aria-label={title}>
            <h2>{title}</h2>
            {read.state === 'read' ? (
              <View trace={read.trace} check={check} />
            ) : (
              <p className="reason">{TRACE_UNREADABLE}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
