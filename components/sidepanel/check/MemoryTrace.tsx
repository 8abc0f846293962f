import { memoryTraceOf, type StoredMemoryTrace } from '../../../lib/core/traces';
import { tracesMemory as m } from '../../../lib/i18n/catalogue/traces-memory';
import { formatFixed } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t as tr } from '../../../lib/i18n/t';
import { type CheckRecord, describeNliSkip } from '../../../lib/panel/check';
import { useKnowledgeNode } from '../knowledge/store';
import { usePanel } from '../store';

import '../knowledge/knowledge.css';

const f2 = (x: number | undefined) => (x === undefined ? '—' : formatFixed(x, 2));
/** A model family's name, the same in every language. */
const NLI = 'NLI';
const MODES = { embedding: m.modeEmbedding, 'near-verbatim': m.modeVerbatim, none: m.modeNone } as const;

/** The bars a candidate had to reach: one per index (rows before per-index thresholds had one for both). */
function thresholdText(t: StoredMemoryTrace): string {
  if (t.thresholds)
    return t.thresholds.macro === t.thresholds.micro
      ? ` (${tr(m.threshold, f2(t.thresholds.macro))})`
      : ` (${tr(m.thresholds, f2(t.thresholds.macro), f2(t.thresholds.micro))})`;
  return t.threshold !== undefined ? ` (${tr(m.threshold, f2(t.threshold))})` : '';
}

/** How long a check waited for local knowledge, and whether it was still being installed or indexed. */
function startupText(t: StoredMemoryTrace): string {
  const seconds = formatFixed((t.startupWaitMs ?? 0) / 1000, 1);
  if (!t.startupPending) return tr(m.waited, seconds);
  return tr(t.startupPending === 'installing' ? m.waitedInstalling : m.waitedIndexing, seconds);
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
            <th scope="row">{tr(m.how)}</th>
            <td>
              {tr(MODES[t.mode])}
              {t.embedModel && ` · ${t.embedModel}${thresholdText(t)}`}
              {t.nliModel && ` · ${t.nliModel}`}
            </td>
          </tr>
          <Candidate label={tr(m.macro)} c={t.candidates.macro} chosen={t.selected === 'macro'} />
          <Candidate label={tr(m.micro)} c={t.candidates.micro} chosen={t.selected === 'micro'} />
          {t.arbitration && (
            <tr>
              <th scope="row">{tr(m.choice)}</th>
              <td>{t.arbitration}</td>
            </tr>
          )}
          {t.nli && (
            <tr>
              <th scope="row">{NLI}</th>
              <td>
                {tr(m.nliScores, f2(t.nli.entailment), f2(t.nli.contradiction), f2(t.nli.neutral), t.relation ?? '')}
              </td>
            </tr>
          )}
          {t.nliSkipped && (
            <tr>
              <th scope="row">{NLI}</th>
              <td>{describeNliSkip(t.guard?.name)}</td>
            </tr>
          )}
          {t.graph && (
            <tr>
              <th scope="row">{tr(m.graphSupport)}</th>
              <td>
                {tr(
                  m.graphParts,
                  f2(t.graph.G),
                  f2(t.graph.tripleOverlap),
                  f2(t.graph.entityCoverage),
                  f2(t.graph.corroboration),
                  f2(t.graph.correction),
                )}
              </td>
            </tr>
          )}
          {t.C !== undefined && (
            <tr>
              <th scope="row">{tr(m.confidence)}</th>
              <td>
                {f2(t.C)} = {f2(t.weights?.S)}·S + {f2(t.weights?.N)}·N ({f2(t.N)}) + {f2(t.weights?.G)}·G
              </td>
            </tr>
          )}
          {t.rule && (
            <tr>
              <th scope="row">{tr(m.rule)}</th>
              <td>{t.rule}</td>
            </tr>
          )}
          {t.guard && (
            <tr className="guard">
              <th scope="row">{tr(m.guard)}</th>
              <td>
                {t.guard.name}: {t.guard.detail}
              </td>
            </tr>
          )}
          {t.startupWaitMs !== undefined && (
            <tr>
              <th scope="row">{tr(m.startup)}</th>
              <td>{startupText(t)}</td>
            </tr>
          )}
          {t.unindexed !== undefined && (
            <tr>
              <th scope="row">{tr(m.index)}</th>
              <td>{tCount(t.unindexed, m.unindexedOne, m.unindexedOther)}</td>
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
            {chosen && <strong>{tr(m.chosen)} · </strong>}S {f2(c.S)} · {tr(m.storedAs, c.status ?? tr(m.unknown))} ·{' '}
            <button type="button" className="link" onClick={openNode} aria-label={tr(m.openInKnowledge, c.text)}>
              {c.text}
            </button>
          </>
        ) : (
          tr(m.noCandidate)
        )}
      </td>
    </tr>
  );
}
