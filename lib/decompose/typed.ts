import { normaliseClaimText } from '../core/input';
import { reasonsDecompose as m } from '../i18n/catalogue/reasons-decompose';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
import { checkDecomposeInput } from './limits';
import { isSingleClaim } from './plan';
import { splitSentences } from './sentences';

/**
 * What a text typed or pasted into the side panel will be checked as, told before it is sent:
 * the engine takes the same path (one claim as written, or a text split into claims), and refuses
 * a text over the selection limit with the same numbers.
 */
export type TypedPlan =
  | { kind: 'empty' }
  | { kind: 'too-long'; message: string; length: number; limit: number }
  | { kind: 'claim'; hint: string }
  | { kind: 'text'; sentences: number; hint: string };

export function planTypedText(raw: string, maxChars: number): TypedPlan {
  const problem = checkDecomposeInput(raw, maxChars);
  if (problem?.code === 'empty') return { kind: 'empty' };
  if (problem) return { kind: 'too-long', length: problem.length, limit: problem.limit, message: tooLong(problem) };
  const text = normaliseClaimText(raw);
  if (isSingleClaim(text)) return { kind: 'claim', hint: t(m.oneClaim) };
  const sentences = splitSentences(text).length;
  return {
    kind: 'text',
    sentences,
    hint: tCount(sentences, m.textOne, m.textOther),
  };
}

function tooLong(p: { length: number; limit: number }): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `This text is ${fmt(p.length)} characters; ClaimLens checks up to ${fmt(p.limit)} characters at once. Shorten it (a few paragraphs), or raise the limit in Settings → On pages.`;
}
