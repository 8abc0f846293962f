import type { ConsentRecipient, ConsentRecord } from '../core/consent';
import type { StageName } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { consentSent as m } from '../i18n/catalogue/notices';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/t';
import type { Settings } from '../settings/schema';

/**
 * Asking before anything leaves the device (docs/using.md, "From Unverified to real verdicts";
 * docs/settings.md, Privacy). A check that would send data writes a pending request onto its row
 * and waits: the badge on the page says "Waiting for your OK" and the side panel shows exactly what
 * would go where, with Allow / Don't send. The wait ends on the answer, on cancel, or after
 * CONSENT_TIMEOUT_MS — never spinning forever; an engine that dies while waiting leaves a failed
 * check that can be retried.
 */

const CONSENT_TIMEOUT_MS = 5 * 60_000;

type Decision = 'allow' | 'deny';

export class ConsentBroker {
  private readonly waiting = new Map<string, { requestId: string; resolve(d: Decision): void }>();

  constructor(
    private readonly db: ClaimLensDB,
    private readonly timeoutMs = CONSENT_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  async ask(
    checkId: CheckRecord['id'],
    recipients: ConsentRecipient[],
    signal: AbortSignal,
  ): Promise<'allowed' | 'denied' | 'expired'> {
    signal.throwIfAborted();
    const askedAt = this.now();
    const request: ConsentRecord = {
      id: this.newId(),
      recipients,
      state: 'pending',
      askedAt,
      expiresAt: askedAt + this.timeoutMs,
    };
    await this.db.checks.update(checkId, { consent: request });
    const decision = await new Promise<Decision | 'expired' | 'aborted'>((resolve) => {
      const timer = setTimeout(() => resolve('expired'), this.timeoutMs);
      const onAbort = () => resolve('aborted');
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.set(checkId, {
        requestId: request.id,
        resolve: (d) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          resolve(d);
        },
      });
    }).finally(() => this.waiting.delete(checkId));
    if (decision === 'aborted') {
      await this.db.checks.update(checkId, { consent: { ...request, state: 'cancelled', decidedAt: this.now() } });
      signal.throwIfAborted();
    }
    const state = decision === 'allow' ? 'allowed' : decision === 'deny' ? 'denied' : 'expired';
    await this.db.checks.update(checkId, { consent: { ...request, state, decidedAt: this.now() } });
    return state;
  }

  /** The reader's answer; false when that request is no longer waiting (answered, expired, cancelled). */
  answer(checkId: string, requestId: string, decision: Decision): boolean {
    const w = this.waiting.get(checkId);
    if (!w || w.requestId !== requestId) return false;
    w.resolve(decision);
    return true;
  }
}

/** The recipients the reader must still be asked about (pure). */
export function recipientsToAsk(
  privacy: Settings['privacy'],
  recipients: readonly ConsentRecipient[],
  allowedThisRun: ReadonlySet<string>,
): ConsentRecipient[] {
  if (!privacy.askBeforeSending) return [];
  return recipients.filter((r) => !privacy.allowedRecipients.includes(r.origin) && !allowedThisRun.has(r.origin));
}

export type ConsentOutcome = { state: 'allowed' } | { state: 'denied' | 'expired'; recipients: ConsentRecipient[] };

/** One check's consent: asked at most once per recipient per run. */
export interface ConsentGate {
  ensure(recipients: ConsentRecipient[]): Promise<ConsentOutcome>;
}

export function createConsentGate(o: {
  broker: ConsentBroker;
  checkId: CheckRecord['id'];
  privacy: Settings['privacy'];
  signal: AbortSignal;
  onStage(stage: StageName): void;
}): ConsentGate {
  const allowed = new Set<string>();
  // A refusal holds for the rest of the run: a long selection's claims do not ask again one by one.
  const refused = new Map<string, { state: 'denied' | 'expired'; recipient: ConsentRecipient }>();
  return {
    async ensure(recipients) {
      const ask = recipientsToAsk(o.privacy, recipients, allowed);
      if (!ask.length) return { state: 'allowed' };
      const before = ask.map((r) => refused.get(r.origin)).filter((r) => r !== undefined);
      if (before.length) return { state: before[0]!.state, recipients: before.map((r) => r.recipient) };
      o.onStage('consent');
      const state = await o.broker.ask(o.checkId, ask, o.signal);
      if (state !== 'allowed') {
        ask.forEach((recipient) => refused.set(recipient.origin, { state, recipient }));
        return { state, recipients: ask };
      }
      ask.forEach((r) => allowed.add(r.origin));
      return { state };
    },
  };
}

/** Explains a refusal or a timeout on the check, naming the way forward. */
export function consentReason(outcome: Exclude<ConsentOutcome, { state: 'allowed' }>): string {
  const to = outcome.recipients.map((r) => r.label).join(', ');
  return outcome.state === 'denied'
    ? t(m.denied, to)
    : t(m.expired, to, formatNumber(Math.round(CONSENT_TIMEOUT_MS / 60_000)));
}
