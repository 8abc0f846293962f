import { normaliseClaimText } from '../../core/input';
import { looseKey } from '../../core/text';
import type { CheckOutcome, Verdict } from '../../core/types';
import type { ClaimLensDB } from '../../db/database';
import type { CheckRecord, DisputeRecord } from '../../db/records';
import { corrections as m } from '../../i18n/catalogue/corrections';
import { verdictMessages } from '../../i18n/catalogue/verdict';
import type { Message } from '../../i18n/locales';
import { t } from '../../i18n/t';

/**
 * The reader's corrections of verdicts (*This is wrong*). A correction is the reader's own
 * knowledge: its own origin (`reader`), its time, the reason and the source they gave. Memory
 * answers the same claim with it from then on (word for word, as memory matches a stored
 * claim without models), the corrected check is kept and linked, and a correction can be undone
 * and applied again. It never changes a pack's or the web's node: those stay as they were.
 */

const MAX_REASON_CHARS = 2000;

export class DisputeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DisputeError';
  }
}

export interface DisputeInput {
  checkId: CheckRecord['id'];
  verdict: 'True' | 'False';
  reason: string;
  sourceUrl?: string;
}

/** The claim a check asked about: a yes/no question's statement, or the selection itself. */
export function claimOfCheck(check: Pick<CheckRecord, 'text' | 'question'>): string {
  return check.question?.kind === 'yes-no' ? check.question.statement : normaliseClaimText(check.text);
}

/** Why a dispute may not be stored as given, or null. Pure. */
export function disputeProblem(
  check: Pick<CheckRecord, 'status' | 'verdict' | 'text'> | undefined,
  input: Omit<DisputeInput, 'checkId'>,
): string | null {
  if (!check) return t(m.gone);
  if (check.status !== 'done' || !check.verdict) return t(m.notFinished);
  if (input.verdict !== 'True' && input.verdict !== 'False') return t(m.chooseVerdict);
  const reason = input.reason.trim();
  if (!reason) return t(m.sayWhy);
  if (reason.length > MAX_REASON_CHARS) return t(m.tooLong, reason.length, MAX_REASON_CHARS);
  const url = input.sourceUrl?.trim();
  if (url) {
    let u: URL | null = null;
    try {
      u = new URL(url);
    } catch {
      u = null;
    }
    if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:')) return t(m.badSource, url);
  }
  return null;
}

/** Stores the reader's correction of a check's verdict; an earlier correction of the same claim is set aside (undone). */
export async function addDispute(db: ClaimLensDB, input: DisputeInput, now = Date.now()): Promise<DisputeRecord> {
  return db.transaction('rw', db.checks, db.disputes, async () => {
    const check = await db.checks.get(input.checkId);
    const problem = disputeProblem(check, input);
    if (problem) throw new DisputeError(problem);
    const claim = claimOfCheck(check!);
    const key = looseKey(claim);
    if (!key) throw new DisputeError(t(m.noWords));
    await db.disputes.where('looseKey').equals(key).modify({ state: 'undone', updatedAt: now });
    const sourceUrl = input.sourceUrl?.trim();
    const record: DisputeRecord = {
      id: `dispute:${crypto.randomUUID()}`,
      claim,
      looseKey: key,
      verdict: input.verdict,
      reason: input.reason.trim(),
      ...(sourceUrl ? { sourceUrl } : {}),
      state: 'active',
      provenance: 'reader',
      origin: 'reader',
      original: {
        checkId: check!.id,
        verdict: check!.verdict!,
        ...(check!.path ? { path: check!.path } : {}),
        ...(check!.explanation ? { explanation: check!.explanation } : {}),
        ...(check!.evidence[0]?.nodeId ? { nodeId: check!.evidence[0].nodeId } : {}),
      },
      createdAt: now,
      updatedAt: now,
    };
    await db.disputes.put(record);
    return record;
  });
}

/** Undo (the original verdict stands again) or apply again (any other correction of the claim is set aside). */
export async function setDisputeActive(
  db: ClaimLensDB,
  id: DisputeRecord['id'],
  active: boolean,
  now = Date.now(),
): Promise<DisputeRecord> {
  return db.transaction('rw', db.disputes, async () => {
    const d = await db.disputes.get(id);
    if (!d) throw new DisputeError(t(m.deleted));
    if (active) await db.disputes.where('looseKey').equals(d.looseKey).modify({ state: 'undone', updatedAt: now });
    const next: DisputeRecord = { ...d, state: active ? 'active' : 'undone', updatedAt: now };
    await db.disputes.put(next);
    return next;
  });
}

/** The reader's active correction of this claim, if any. */
export async function readerCorrectionFor(db: ClaimLensDB, claim: string): Promise<DisputeRecord | undefined> {
  const key = looseKey(claim);
  if (!key) return undefined;
  const found = await db.disputes.where('looseKey').equals(key).toArray();
  return found.filter((d) => d.state === 'active').sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

const VERDICT_WORDS: Record<Verdict, Message> = {
  True: verdictMessages.wordTrue,
  False: verdictMessages.wordFalse,
  Unverified: verdictMessages.wordUnverified,
};

const verdictWordOf = (verdict: Verdict) => t(VERDICT_WORDS[verdict]);

/** Memory's answer from the reader's correction: marked as theirs, with their reason and source. */
export function readerOutcome(d: DisputeRecord): CheckOutcome {
  const when = new Date(d.createdAt).toISOString().slice(0, 10);
  const yours = t(m.yours);
  return {
    verdict: d.verdict,
    confidence: null,
    path: 'memory',
    notice: yours,
    explanation: t(m.corrected, when, verdictWordOf(d.original.verdict), d.reason),
    evidence: [{ kind: 'memory', text: d.reason, title: yours, ...(d.sourceUrl ? { url: d.sourceUrl } : {}) }],
    traces: {},
    modelIds: {},
  };
}
