import type { TribunalBundle } from '../evidence/bundle';
import { fence } from '../llm/fence';
import type { ChatMessage } from '../llm/llm';
import { citableUrls, claimBlock, DATA_RULE, evidenceBlock } from '../tribunal/prompts/evidence';

/**
 * The ontology extraction prompt (Memory-first fact-checking §III-F): the claim's own triples are
 * kept apart from the triples the evidence supports, which must cite the passage they come from.
 */

const EXTRACT_SYSTEM = `You are a knowledge-graph curator for verified health facts.
You receive a claim that has been checked against evidence, its verdict, possibly a corrected claim, and the evidence passages the verdict rests on.
Extract Subject–Predicate–Object triples:
- claimTriples: what the claim itself asserts, as the claim states it (even when the claim is false).
- correctedTriples: what the corrected claim asserts (empty when there is none).
- evidenceTriples: facts that the evidence passages state explicitly and that bear on the claim. Each cites the url of its passage (copied exactly) and a short quote copied word for word from that passage.
Rules for every triple:
- subject and object are specific named things (a disease, a virus, a drug, a food, a population, a measure), never pronouns, placeholders or vague words such as "it", "people", "experts", "the study".
- predicate is a short verb phrase in lower case ("cures", "does not cure", "reduces the risk of", "is caused by"); keep negation in the predicate.
- never make a triple about who said what ("according to", "says", "claims"): state the fact itself.
${DATA_RULE}
Answer with one JSON object: {"claimTriples": [{"subject": string, "predicate": string, "object": string}], "correctedTriples": [{"subject": string, "predicate": string, "object": string}], "evidenceTriples": [{"subject": string, "predicate": string, "object": string, "url": string, "quote": string}]}.`;

export function extractionMessages(
  claim: string,
  verdict: 'True' | 'False',
  correctedClaim: string | null,
  evidence: TribunalBundle,
): ChatMessage[] {
  return [
    { role: 'system', content: EXTRACT_SYSTEM },
    {
      role: 'user',
      content: [
        'Claim:',
        claimBlock(claim),
        `Verdict: ${verdict}`,
        ...(correctedClaim ? ['Corrected claim:', fence('corrected-claim', correctedClaim, { block: true })] : []),
        '',
        evidenceBlock(evidence),
        '',
        `URLs you may cite:\n${citableUrls(evidence)}`,
        '',
        'Answer with the JSON object of triples.',
      ].join('\n'),
    },
  ];
}
