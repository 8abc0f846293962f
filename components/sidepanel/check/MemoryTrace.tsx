import { memoryTraceOf, type StoredMemoryTrace } from '../../../lib/core/traces';
import { type CheckRecord, describeNliSkip } from '../../../lib/panel/check';
import { useKnowledgeNode } from '../knowledge/store';
import { usePanel } from '../store';

import '../knowledge/knowledge.css';

const f2 = (x: number | undefined) => (x === undefined ? '—' : x.toFixed(2));
const MODES = {
  embedding: 'Embeddings + NLI',
  'near-verbatim': 'Word-for-word match (no models)',
  none: 'Not searched (no models)',
} as const;

/** The bars a candidate had to reach: one per index (rows before per-index thresholds had one for both). */
function thresholdText(t: StoredMemoryTrace): string {
  if (t.thresholds)
    return t.thresholds.macro === t.thresholds.micro
      ? ` (threshold ${f2(t.thresholds.macro)})`
      : ` (thresholds MACRO ${f2(t.thresholds.macro)} · MICRO ${f2(t.thresholds.micro)})`;
  return t.threshold !== undefined ? ` (threshold ${f2(t.threshold)})` : '';
}

/** Why memory answered, or why it passed the claim on: candidates, S, NLI, G, C, the guard. */
export function MemoryTrace({ trace }: { trace: unknown; check: CheckRecord }) {
  const t = memoryTraceOf(trace);
  if (!t) return null;
  return (
    <div className="memory-trace">
      <p>{t.summary}</p>
      <table>
        <tbody>
          <tr>
            <th scope="row">How</th>
            <td>
              {MODES[t.mode]}
              {t.embedModel && ` · ${t.embedModel}${thresholdText(t)}`}
              {t.nliModel && ` · ${t.nliModel}`}
            </td>
          </tr>
          <Candidate label="MACRO (claims)" c={t.candidates.macro} chosen={t.selected === 'macro'} />
          <Candidate label="MICRO (facts)" c={t.candidates.micro} chosen={t.selected === 'micro'} />
          {t.arbitration && (
            <tr>
              <th scope="row">Choice</th>
              <td>{t.arbitration}</td>
            </tr>
          )}
          {t.nli && (
            <tr>
              <th scope="row">NLI</th>
              <td>
                entailment {f2(t.nli.entailment)} · contradiction {f2(t.nli.contradiction)} · neutral{' '}
                {f2(t.nli.neutral)} → {t.relation}
              </td>
            </tr>
          )}
          {t.nliSkipped && (
            <tr>
              <th scope="row">NLI</th>
              <td>{describeNliSkip(t.guard?.name)}</td>
            </tr>
          )}
          {t.graph && (
            <tr>
              <th scope="row">Graph support G</th>
              <td>
                {f2(t.graph.G)} (triple overlap {f2(t.graph.tripleOverlap)}, entities {f2(t.graph.entityCoverage)},
                corroboration {f2(t.graph.corroboration)}, correction {f2(t.graph.correction)})
              </td>
            </tr>
          )}
          {t.C !== undefined && (
            <tr>
              <th scope="row">Confidence C</th>
              <td>
                {f2(t.C)} = {f2(t.weights?.S)}·S + {f2(t.weights?.N)}·N ({f2(t.N)}) + {f2(t.weights?.G)}·G
              </td>
            </tr>
          )}
          {t.rule && (
            <tr>
              <th scope="row">Rule</th>
              <td>{t.rule}</td>
            </tr>
          )}
          {t.guard && (
            <tr className="guard">
              <th scope="row">Guard</th>
              <td>
                {t.guard.name}: {t.guard.detail}
              </td>
            </tr>
          )}
          {t.startupWaitMs !== undefined && (
            <tr>
              <th scope="row">Start-up</th>
              <td>
                Waited {(t.startupWaitMs / 1000).toFixed(1)} s for local knowledge to be installed
                {t.startupPending
                  ? `; it was still being ${t.startupPending === 'installing' ? 'installed' : 'indexed'}.`
                  : '.'}
              </td>
            </tr>
          )}
          {t.unindexed !== undefined && (
            <tr>
              <th scope="row">Index</th>
              <td>{t.unindexed.toLocaleString('en-US')} statements were still without a vector.</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function Candidate({
  label,
  c,
  chosen,
}: {
  label: string;
  c: StoredMemoryTrace['candidates']['macro'];
  chosen: boolean;
}) {
  const openNode = () => {
    if (!c) return;
    useKnowledgeNode.getState().open(c.nodeId);
    usePanel.getState().setTab('Knowledge');
  };
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        {c ? (
          <>
            {chosen && <strong>chosen · </strong>}S {f2(c.S)} · stored as {c.status ?? 'unknown'} ·{' '}
            <button type="button" className="link" onClick={openNode} aria-label={`Open in Knowledge: ${c.text}`}>
              {c.text}
            </button>
          </>
        ) : (
          'no candidate'
        )}
      </td>
    </tr>
  );
}
