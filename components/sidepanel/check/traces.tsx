import type { JSX } from 'react';
import type { CheckRecord } from '../../../lib/db/records';
import { MemoryTrace } from './MemoryTrace';
import { PersistTrace } from './PersistTrace';
import { TribunalTrace } from './TribunalTrace';
import { WebTrace } from './WebTrace';
import { DECOMPOSE_TRACE_KEY } from '../../../lib/decompose/trace';
import { DecompositionTrace } from './DecompositionTrace';
import { RelatedTrace } from './RelatedKnowledge';
import { RELATED_TRACE_KEY } from '../../../lib/pipeline/related';

/**
 * How a check came about, one view per pipeline area (memory decision, web evidence bundle,
 * tribunal transcript, decomposition tree). Each area registers its view here under the key it
 * writes into `CheckOutcome.traces`.
 */
export interface TraceView {
  key: string;
  title: string;
  View(props: { trace: unknown; check: CheckRecord }): JSX.Element | null;
}

export const TRACE_VIEWS: TraceView[] = [
  { key: DECOMPOSE_TRACE_KEY, title: 'Claims in this selection', View: DecompositionTrace },
  { key: 'memory', title: 'Memory', View: MemoryTrace },
  { key: 'web', title: 'Web evidence', View: WebTrace },
  { key: 'tribunal', title: 'Tribunal', View: TribunalTrace },
  { key: 'persist', title: 'Saved to memory', View: PersistTrace },
  { key: RELATED_TRACE_KEY, title: 'Related knowledge', View: RelatedTrace },
];

export function TraceSections({ check }: { check: CheckRecord }) {
  return (
    <>
      {TRACE_VIEWS.filter((t) => check.traces[t.key] !== undefined).map(({ key, title, View }) => (
        <section key={key} aria-label={title}>
          <h2>{title}</h2>
          <View trace={check.traces[key]} check={check} />
        </section>
      ))}
    </>
  );
}
