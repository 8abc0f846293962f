import type { ClaimStatus, EdgeType, FactNode } from '../db/records';
import { type EvidencePassage, normaliseUrl } from '../evidence/bundle';
import { HEALTH_SYNONYMS } from '../kg/graph/synonyms';
import { type EvidenceTriple, partitionTriples, type RejectedTriple, type Triple, verbalise } from './triples';

/**
 * What a web verdict adds to the graph (Memory-first fact-checking §III-F), decided without the
 * database: the claim (TRUE or FALSE), for False its correction (TRUE, CORRECTED_BY) when a
 * verified passage supports it, the claim's own triples (ASSERTS; Verified when the claim is true,
 * Claimed when false), the evidence's triples (SUPPORTS the verified claim, FROM_SOURCE their
 * page), entity mentions and sources. Only verified passages are sources (docs/security-model.md):
 * the claim's provenance is its primary source, the correction's the
 * passage that supports it, and a plan with neither is refused rather than given other pages as
 * provenance. Nodes are named by local keys; write.ts turns the plan into rows in one transaction.
 */

export interface PersistInput {
  claim: string;
  verdict: 'True' | 'False';
  /** A False's correction with the URL of the verified passage that supports it; null when none does. */
  correction: { text: string; source: string } | null;
  /** One of the sources' URLs: the page that settles the claim. */
  primarySource: string;
  /**
   * The primary source's verbatim words the verdict was verified against, kept on the claim's
   * FROM_SOURCE edge: a document verdict's citation, which memory shows again (answer.ts).
   */
  primaryQuote?: string;
  /** The passages a verified quote on the verdict's side came from; their pages become sources. */
  sources: EvidencePassage[];
  triples: { claim: Triple[]; corrected: Triple[]; evidence: EvidenceTriple[] };
  verifiedAt: number;
}

export type ClaimKey = 'claim' | 'corrected';
export type FactKey = `fact#${number}`;
export type SourceKey = `source#${string}`;
export type NodeKey = ClaimKey | FactKey | SourceKey;

export interface PlannedClaim {
  key: ClaimKey;
  text: string;
  status: ClaimStatus;
}

export interface PlannedFact extends Triple {
  key: FactKey;
  text: string;
  status: FactNode['status'];
  role: 'claim' | 'corrected' | 'evidence';
}

export interface PlannedSource {
  key: SourceKey;
  url: string;
  domain: string;
  title: string;
  type: string;
}

export interface PersistPlan {
  claims: PlannedClaim[];
  facts: PlannedFact[];
  sources: PlannedSource[];
  links: { type: Exclude<EdgeType, 'MENTIONS'>; from: NodeKey; to: NodeKey; quote?: string }[];
  mentions: { node: ClaimKey | FactKey; name: string; type?: string }[];
  rejected: RejectedTriple[];
}

export const sourceKey = (url: string): SourceKey => `source#${normaliseUrl(url)}`;

export function planPersistence(input: PersistInput): PersistPlan {
  const plan: PersistPlan = { claims: [], facts: [], sources: [], links: [], mentions: [], rejected: [] };
  const link = (type: PersistPlan['links'][number]['type'], from: NodeKey, to: NodeKey, quote?: string) => {
    if (!plan.links.some((l) => l.type === type && l.from === from && l.to === to))
      plan.links.push({ type, from, to, ...(quote ? { quote } : {}) });
  };
  const mention = (node: ClaimKey | FactKey, name: string) => {
    if (plan.mentions.some((m) => m.node === node && m.name === name)) return;
    const type = HEALTH_SYNONYMS.entry(name)?.type;
    plan.mentions.push(type ? { node, name, type } : { node, name });
  };

  for (const p of input.sources) {
    const key = sourceKey(p.url);
    if (!plan.sources.some((s) => s.key === key))
      plan.sources.push({ key, url: p.url, domain: p.domain, title: p.title ?? p.domain, type: p.sourceType ?? 'web' });
  }
  const hasSource = (url: string | null | undefined): url is string =>
    !!url && plan.sources.some((s) => s.key === sourceKey(url));

  if (!hasSource(input.primarySource)) {
    throw new Error(
      `the primary source ${input.primarySource || '(none)'} is not one of the verified passages, so nothing was stored.`,
    );
  }
  plan.claims.push({ key: 'claim', text: input.claim, status: input.verdict === 'True' ? 'TRUE' : 'FALSE' });
  const correction =
    input.verdict === 'False' && input.correction && hasSource(input.correction.source) ? input.correction : null;
  const corrected = correction?.text ?? null;
  if (correction) {
    plan.claims.push({ key: 'corrected', text: correction.text, status: 'TRUE' });
    link('CORRECTED_BY', 'claim', 'corrected');
  }
  link('FROM_SOURCE', 'claim', sourceKey(input.primarySource), input.primaryQuote);
  if (correction) link('FROM_SOURCE', 'corrected', sourceKey(correction.source));
  const verified: ClaimKey | null = corrected ? 'corrected' : input.verdict === 'True' ? 'claim' : null;

  const add = (t: Triple, role: PlannedFact['role'], status: PlannedFact['status']): FactKey => {
    const key: FactKey = `fact#${plan.facts.length}`;
    plan.facts.push({
      key,
      subject: t.subject,
      predicate: t.predicate,
      object: t.object,
      text: verbalise(t),
      status,
      role,
    });
    mention(key, t.subject);
    mention(key, t.object);
    return key;
  };
  const claimTriples = partitionTriples(input.triples.claim);
  for (const t of claimTriples.valid) {
    const key = add(t, 'claim', input.verdict === 'True' ? 'Verified' : 'Claimed');
    link('ASSERTS', 'claim', key);
    mention('claim', t.subject);
    mention('claim', t.object);
  }
  const correctedTriples = partitionTriples(corrected ? input.triples.corrected : []);
  for (const t of correctedTriples.valid) link('ASSERTS', 'corrected', add(t, 'corrected', 'Verified'));
  const evidenceTriples = partitionTriples(input.triples.evidence);
  for (const t of evidenceTriples.valid) {
    const key = add(t, 'evidence', 'Verified');
    if (verified) link('SUPPORTS', key, verified);
    if (hasSource(t.url)) link('FROM_SOURCE', key, sourceKey(t.url));
  }
  plan.rejected = [...claimTriples.rejected, ...correctedTriples.rejected, ...evidenceTriples.rejected];
  return plan;
}
