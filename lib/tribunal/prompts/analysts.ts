import type { TribunalBundle } from '../../evidence/bundle';
import type { ChatMessage } from '../../llm/llm';
import { citableUrls, claimBlock, DATA_RULE, evidenceBlock } from './evidence';

/**
 * Prompts of the two analysts (Memory-first fact-checking §III-E). They read the same claim and
 * bundle, in parallel.
 */

export type AnalystRole = 'support' | 'contradiction';

const CITATION_RULES = [
  'Use only the evidence passages provided; do not use outside knowledge.',
  'Every finding must cite the url of one passage, copied exactly from its url attribute, and a short quote (one sentence or less) copied word for word from that passage.',
  'Never cite a URL that is not in the evidence.',
].join('\n');

const SUPPORT_SYSTEM = `You are the Support Analyst of a fact-checking tribunal for health claims.
You receive a claim and an evidence bundle of passages from trusted sources. Identify the passages that directly or partially support the claim.
${CITATION_RULES}
If no passage supports the claim, return an empty list of findings and say so in the summary.
${DATA_RULE}
Answer with one JSON object: {"findings": [{"url": string, "quote": string, "strength": "direct" | "partial", "point": string}], "summary": string}.
"point" says in one sentence how the quoted text bears on the claim.`;

const CONTRADICTION_SYSTEM = `You are the Contradiction Analyst of a fact-checking tribunal for health claims.
You receive a claim and an evidence bundle of passages from trusted sources. Examine them for direct contradictions of the claim, narrowing conditions (the claim holds only for some people, doses or settings), missing context, and unsupported generalisations.
${CITATION_RULES}
If nothing in the evidence contradicts or qualifies the claim, return an empty list of findings and say so in the summary.
${DATA_RULE}
Answer with one JSON object: {"findings": [{"url": string, "quote": string, "kind": "contradiction" | "narrowing" | "missing-context" | "overgeneralisation", "point": string}], "summary": string}.
"point" says in one sentence how the quoted text bears on the claim.`;

export function analystMessages(role: AnalystRole, claim: string, bundle: TribunalBundle): ChatMessage[] {
  return [
    { role: 'system', content: role === 'support' ? SUPPORT_SYSTEM : CONTRADICTION_SYSTEM },
    {
      role: 'user',
      content: [
        'Claim to analyse:',
        claimBlock(claim),
        '',
        evidenceBlock(bundle),
        '',
        `URLs you may cite:\n${citableUrls(bundle)}`,
        '',
        `Answer with the JSON object of the ${role === 'support' ? 'Support' : 'Contradiction'} Analyst.`,
      ].join('\n'),
    },
  ];
}
