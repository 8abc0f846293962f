import { badgeMessages } from '../../lib/i18n/catalogue/badge';
import { uiMessages as m } from '../../lib/i18n/catalogue/ui';
import type { Message } from '../../lib/i18n/locales';
import { t } from '../../lib/i18n/t';
import type { CheckRecord } from '../../lib/panel/check';
import { formatConfidence, VERDICT_ICONS, verdictLabel, verdictWord } from '../../lib/pipeline/format';

const STATES: Record<CheckRecord['status'], Message> = {
  queued: m.stateWaiting,
  running: badgeMessages.checking,
  failed: m.stateFailed,
  cancelled: badgeMessages.cancelledWord,
  done: m.stateDone,
};

/** Verdict as icon + word + confidence (never colour alone), or the state of an unfinished check. */
export function VerdictTag({ check }: { check: Pick<CheckRecord, 'status' | 'verdict' | 'confidence' | 'question'> }) {
  if (check.status === 'done' && check.verdict) {
    return (
      <span className="verdict" data-verdict={check.verdict} aria-label={verdictLabel(check)}>
        <span aria-hidden="true">{VERDICT_ICONS[check.verdict]}</span>{' '}
        {verdictWord({ ...check, verdict: check.verdict })}
        {formatConfidence(check.confidence) && <span className="conf"> {formatConfidence(check.confidence)}</span>}
      </span>
    );
  }
  const label = t(STATES[check.status]);
  return (
    <span className="verdict" data-state={check.status}>
      {check.status === 'running' && <span className="spinner" aria-hidden="true" />} {label}
    </span>
  );
}
