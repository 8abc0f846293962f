import { useId, useState } from 'react';

import type { StoredClaimOutcome, StoredDecompositionTrace } from '../../../lib/core/traces';
import { claimsChangedAt, FALSE_MARK, UNVERIFIED_MARK } from '../../../lib/decompose/corrected-text';
import { type DiffPart, tokens, wordDiff } from '../../../lib/decompose/word-diff';
import { tracesCorrected as m } from '../../../lib/i18n/catalogue/traces-corrected';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
import { messageOf } from '../../../lib/util/errors';
import { EvidenceSource } from '../../ui/EvidenceSource';

/**
 * The decomposed text given back whole, corrected (Atomic fact-checking, step 5): a diff against
 * what was checked, deletions struck and insertions underlined, each named for screen readers
 * (not by colour alone), each change numbered and linked to the claims and evidence behind it,
 * and a button that copies the corrected plain text. Shown here only, never put into the page;
 * all text is rendered as text.
 */

type Change = Extract<DiffPart, { kind: 'change' }>;
type Corrected = NonNullable<StoredDecompositionTrace['corrected']>;

const HOW: Record<Corrected['by'], Message> = { llm: m.byLlm, assembly: m.byAssembly };

export function CorrectedVersion({ trace, original }: { trace: StoredDecompositionTrace; original: string }) {
  const prefix = `corrected-${useId().replace(/[^\w-]/g, '')}`;
  const corrected = trace.corrected;
  if (!corrected) return null;
  const parts = wordDiff(original, corrected.text);
  const changes = parts.filter((p): p is Change => p.kind === 'change');
  return (
    <section className="corrected-version" aria-label={t(m.title)}>
      <h3>{t(m.title)}</h3>
      <p className="hint">{t(HOW[corrected.by])}</p>
      {corrected.note && <p className="reason">{corrected.note}</p>}
      <p className="corrected-diff">
        {parts.map((p, i) =>
          p.kind === 'same' ? (
            <span key={i}>{p.text}</span>
          ) : (
            <ChangeView key={i} change={p} n={changes.indexOf(p) + 1} href={`#${prefix}-${changes.indexOf(p) + 1}`} />
          ),
        )}
      </p>
      <CopyButton text={corrected.text} />
      <ol className="corrected-sources" aria-label={t(m.whyEach)}>
        {changes.map((c, i) => (
          <li key={i} id={`${prefix}-${i + 1}`}>
            <ChangeSource change={c} trace={trace} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ChangeView({ change, n, href }: { change: Change; n: number; href: string }) {
  return (
    <>
      {change.deleted && (
        <del>
          <span className="visually-hidden">{t(m.deleted)} </span>
          {change.deleted}
        </del>
      )}
      {change.inserted && (
        <ins>
          <span className="visually-hidden">{t(m.inserted)} </span>
          {tokens(change.inserted).map((token, i) =>
            token === UNVERIFIED_MARK || token === FALSE_MARK ? (
              <mark key={i} className="claim-mark" data-mark={token.slice(1, -1)}>
                {token}
              </mark>
            ) : (
              token
            ),
          )}
        </ins>
      )}
      <sup>
        <a href={href} aria-label={t(m.whyChange, n)}>
          {n}
        </a>
      </sup>
    </>
  );
}

function ChangeSource({ change, trace }: { change: Change; trace: StoredDecompositionTrace }) {
  const claims = claimsChangedAt(change.at, change.deleted.length, trace.plan, trace.outcomes);
  if (!claims.length) return <span className="hint">{t(m.joining)}</span>;
  return (
    <ul>
      {claims.map(({ claimId, outcome }) => (
        <li key={claimId}>
          “{trace.plan.claims.find((c) => c.id === claimId)?.text}” — <ClaimWhy outcome={outcome} />
        </li>
      ))}
    </ul>
  );
}

function ClaimWhy({ outcome }: { outcome: StoredClaimOutcome | undefined }) {
  if (!outcome || outcome.verdict === 'Unverified') return <>{t(m.unsettled)}</>;
  const refuting = outcome.evidence.filter((e) => e.stance === 'refutes');
  const shown = (refuting.length ? refuting : outcome.evidence).slice(0, 2);
  const corrected = outcome.correction?.corrected;
  return (
    <>
      {corrected ? t(m.falseCorrected, corrected) : t(m.falseUncorrected)}
      {shown.map((e, i) => (
        <span key={i}>
          {' '}
          {t(m.evidence)} <EvidenceSource evidence={e} />
        </span>
      ))}
    </>
  );
}

function CopyButton({ text }: { text: string }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ ok: true, text: t(m.copied) });
    } catch (e) {
      setStatus({ ok: false, text: t(m.copyFailed, messageOf(e)) });
    }
  };
  return (
    <div className="actions">
      <button type="button" onClick={() => void copy()}>
        {t(m.copy)}
      </button>
      {status && (
        <span className={status.ok ? 'hint' : 'error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </span>
      )}
      {status && !status.ok && <textarea readOnly value={text} aria-label={t(m.correctedText)} rows={6} />}
    </div>
  );
}
