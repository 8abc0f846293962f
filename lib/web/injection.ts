import { canonicalText } from '../util/canonical-text';

/**
 * Text that addresses an AI model instead of a human reader: a prompt injection planted in a
 * page. Such passages are kept as evidence (they are data, and may be quoted) but flagged, so the
 * tribunal can fence them and the side panel can say so.
 */
const PATTERNS = [
  /\b(?:ignore|disregard|forget)\b.{0,40}\b(?:previous|prior|above|earlier|all)\b.{0,40}\b(?:instructions?|prompts?|rules|context)\b/i,
  /\b(?:you are|act as)\s+(?:an?\s+)?(?:ai|assistant|language model|llm|chatbot|fact[- ]?checker)\b/i,
  /\bsystem prompt\b/i,
  /\b(?:ai|llm|assistant|model)s?\b.{0,60}\b(?:must|should|shall)\s+(?:answer|respond|return|output|say|rate|label|conclude)\b/i,
  /\b(?:return|respond with|output|answer)\s*(?:only\s*)?[:"']?\s*(?:\{\s*"?verdict|verdict\s*[:=])/i,
  /<\/?(?:system|assistant|instructions?)>/i,
];

/** Also read as a model may read it: "＜system＞" or "&lt;system&gt;" is still a system tag. */
export function looksLikeInstructions(text: string): boolean {
  const seen = canonicalText(text);
  return PATTERNS.some((p) => p.test(text) || p.test(seen));
}
