import type { JSX } from 'react';

import { type TraceKey, traceOf } from '../../../lib/core/traces';
import { CORRECTION_TRACE_KEY, DECOMPOSE_TRACE_KEY } from '../../../lib/decompose/trace';
import { checkTab as m } from '../../../lib/i18n/catalogue/check-tab';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
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
  title: Message;
  View(props: { trace: unknown; check: CheckRecord }): JSX.Element | null;
}

export const TRACE_VIEWS: TraceView[] = [
  { key: 'answer', title: m.traceAnswer, View: AnswerTrace },
  { key: DECOMPOSE_TRACE_KEY, title: m.traceDecompose, View: DecompositionTrace },
  { key: 'memory', title: m.traceMemory, View: MemoryTrace },
  { key: 'web', title: m.traceWeb, View: WebTrace },
  { key: 'tribunal', title: m.traceTribunal, View: TribunalTrace },
  { key: 'persist', title: m.tracePersist, View: PersistTrace },
  { key: RELATED_TRACE_KEY, title: m.traceRelated, View: RelatedTrace },
  { key: CORRECTION_TRACE_KEY, title: m.traceCorrection, View: CorrectionTrace },
];

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
          <section key={key} aria-label={t(title)}>
            <h2>{t(title)}</h2>
            {read.state === 'read' ? (
              <View trace={read.trace} check={check} />
            ) : (
              <p className="reason">{t(m.traceUnreadable)}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
