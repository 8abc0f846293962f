import type { TribunalBundle } from '../../evidence/bundle';
import type { ChatMessage } from '../../llm/llm';
import { citableUrls, claimBlock, DATA_RULE, evidenceBlock } from './evidence';

/**
 * The single-pass check (Memory-first fact-checking §III-E): one call that weighs the bundle
 * directly. It runs only when the tribunal failed technically, never because the judge answered
 * Neutral.
 */

const SINGLE_PASS_SYSTEM = `You are a careful fact-checker of health claims.
You receive a claim and an evidence bundle of passages from trusted sources. Decide whether the evidence shows the claim to be True or False, or whether it remains Neutral.
- Weigh the quality, specificity and coverage of the evidence. Use only the evidence provided; do not use outside knowledge.
- Answer Neutral when the evidence is insufficient, off-topic or contradictory.
- citations: the passages your verdict rests on, each with its url copied exactly from its url attribute and a short quote copied word for word from that passage.
- primarySource is the url of the passage that best settles the question, or null when Neutral.
- When the verdict is False, correctedClaim restates the claim in one sentence so that the evidence supports it; otherwise null.
- confidence is from 0 to 1; explanation summarises the evidence behind the verdict in two or three sentences.
${DATA_RULE}
Answer with one JSON object: {"verdict": "True" | "False" | "Neutral", "confidence": number, "primarySource": string | null, "correctedClaim": string | null, "citations": [{"url": string, "quote": string}], "explanation": string}.`;

export function singlePassMessages(claim: string, bundle: TribunalBundle): ChatMessage[] {
  return [
    { role: 'system', content: SINGLE_PASS_SYSTEM },
    {
      role: 'user',
      content: [
        'Claim to check:',
        claimBlock(claim),
        '',
        evidenceBlock(bundle),
        '',
        `URLs you may cite:\n${citableUrls(bundle)}`,
        '',
        'Answer with the JSON object.',
      ].join('\n'),
    },
  ];
}
