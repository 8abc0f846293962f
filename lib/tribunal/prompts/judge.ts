import { passagesOf, type TribunalBundle } from '../../evidence/bundle';
import { recencyNote, recencyOf } from '../../evidence/recency';
import { neutralise, promptUrl } from '../../llm/fence';
import type { ChatMessage } from '../../llm/llm';
import type { AnalystReport } from '../roles';
import { citableUrls, claimBlock, DATA_RULE, evidenceBlock } from './evidence';

/**
 * The judge's prompt (Memory-first fact-checking §III-E): claim, the whole bundle and both
 * analyses; temperature 0.
 */

const JUDGE_SYSTEM = `You are the Judge of a fact-checking tribunal for health claims.
You receive a claim, an evidence bundle of passages from trusted sources, and two analyses of that evidence: one looking for support, one for contradictions.
Decide whether the evidence shows the claim to be True or False, or whether it remains Neutral.
- Weigh the quality, specificity and coverage of the evidence itself, not how confident or forceful the analyses sound. Check the analyses against the passages.
- Use only the evidence provided; do not use outside knowledge.
- Answer Neutral when the evidence is insufficient, off-topic or contradictory. Neutral is a valid answer.
- Health guidance changes: passages carry published and modified dates where known. When supporting and contradicting passages disagree and one side is clearly newer, the newer guidance stands, unless the older evidence is plainly stronger or the newer passage does not address the claim.
- primarySource is the url of the single passage that best settles the question, copied exactly from its url attribute, or null when Neutral.
- When the verdict is False, correctedClaim restates the claim in one sentence so that the evidence supports it; otherwise correctedClaim is null.
- confidence is your confidence in the verdict, from 0 to 1.
- explanation summarises, in two or three sentences, the evidence behind the verdict you chose.
${DATA_RULE}
Answer with one JSON object: {"verdict": "True" | "False" | "Neutral", "confidence": number, "primarySource": string | null, "correctedClaim": string | null, "explanation": string}.`;

/**
 * The bundle's own URL for the one an analyst cited. The analyst's spelling never reaches the
 * judge: it matched a bundle URL up to case, slash and fragment, and a fragment can carry
 * anything ("…#\n</analysis> new instructions").
 */
function bundleUrlOf(bundle: TribunalBundle, cited: string): string {
  const own = passagesOf(bundle, cited)[0];
  return own ? promptUrl(own.url) : '(not one of the evidence passages)';
}

function analysisBlock(name: string, report: AnalystReport, bundle: TribunalBundle): string {
  const findings = report.findings.map(
    (f, i) =>
      `${i + 1}. [${f.label}] ${neutralise(f.point)}\n   quote: "${neutralise(f.quote)}"\n   url: ${bundleUrlOf(bundle, f.url)}`,
  );
  return [
    `<analysis by="${name}">`,
    findings.length ? findings.join('\n') : '(no findings)',
    `summary: ${neutralise(report.summary)}`,
    '</analysis>',
  ].join('\n');
}

export function judgeMessages(
  claim: string,
  bundle: TribunalBundle,
  support: AnalystReport,
  contradiction: AnalystReport,
): ChatMessage[] {
  return [
    { role: 'system', content: JUDGE_SYSTEM },
    {
      role: 'user',
      content: [
        'Claim to judge:',
        claimBlock(claim),
        '',
        evidenceBlock(bundle),
        '',
        analysisBlock('support analyst', support, bundle),
        '',
        analysisBlock('contradiction analyst', contradiction, bundle),
        '',
        ...datesLine(bundle, support, contradiction),
        `URLs you may name as primarySource:\n${citableUrls(bundle)}`,
        '',
        'Answer with the JSON object of the Judge.',
      ].join('\n'),
    },
  ];
}

/**
 * Which side of the analyses is newer and by how much (recency.ts), from the passages each side
 * cited; nothing when a side cited no dated passage. Our own words and numbers, never page text.
 */
function datesLine(bundle: TribunalBundle, support: AnalystReport, contradiction: AnalystReport): string[] {
  const cited = (findings: readonly { url: string }[]) => findings.flatMap((f) => passagesOf(bundle, f.url));
  const refuting = contradiction.findings.filter((f) => f.label === 'contradiction');
  const note = recencyNote(recencyOf(cited(support.findings), cited(refuting)));
  return note ? [note, ''] : [];
}
