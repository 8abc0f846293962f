/**
 * Subject–Predicate–Object triples for the knowledge graph (Memory-first fact-checking §III-F), and
 * the rules that keep bad ones out: vague entities, placeholders, malformed predicates and
 * discourse-level expressions are rejected before anything is written. Pure functions.
 */

export interface Triple {
  subject: string;
  predicate: string;
  object: string;
}

/** A triple supported by a passage of the evidence bundle. */
export interface EvidenceTriple extends Triple {
  url: string;
  quote: string;
}

export type TripleRejection =
  'vague-entity' | 'placeholder' | 'malformed-predicate' | 'discourse' | 'self-loop' | 'too-long';

export interface RejectedTriple {
  triple: Triple;
  reason: TripleRejection;
  message: string;
}

const VAGUE = new Set(
  [
    'it',
    'they',
    'them',
    'this',
    'that',
    'these',
    'those',
    'he',
    'she',
    'we',
    'you',
    'i',
    'one',
    'there',
    'here',
    'something',
    'someone',
    'somebody',
    'anything',
    'anyone',
    'everything',
    'everyone',
    'nothing',
    'thing',
    'things',
    'stuff',
    'people',
    'some people',
    'many people',
    'others',
    'some',
    'many',
    'most',
    'all',
    'experts',
    'scientists',
    'researchers',
    'officials',
    'authorities',
    'study',
    'studies',
    'research',
    'report',
    'reports',
    'data',
    'evidence',
    'source',
    'sources',
    'article',
    'the article',
    'the study',
    'the claim',
    'claim',
    'the evidence',
    'the passage',
    'passage',
    'the source',
    'the text',
    'this study',
    'this claim',
    'the author',
    'the authors',
    'he or she',
    'various',
    'several',
    'other',
  ].map((s) => s.toLowerCase()),
);

const PLACEHOLDER =
  /^(?:n\/?a|none|null|nil|undefined|unknown|unspecified|tbd|todo|xxx?|x|y|z|\?+|\.{2,}|…|-+|_+|etc\.?|entity\s*\d*|ent\d+|\(ent\d+\)|<[^>]*>|\[[^\]]*\]|\{[^}]*\}|subject|object|predicate|placeholder|example|sample|foo|bar)$/i;

/** Verbs of reporting and hedging: a triple about who said what is discourse, not a fact. */
const DISCOURSE_PREDICATE =
  /^(?:says?|said|claims?|claimed|states?|stated|reports?|reported|suggests?|suggested|argues?|argued|mentions?|mentioned|believes?|believed|thinks?|according to|is said to|is reported to|is claimed to|is believed to|writes?|wrote|notes?|noted|tweets?|tweeted|posts?|posted|shares?|shared)\b/i;
const DISCOURSE_ENTITY =
  /\b(?:says?|said|claims?|claimed|reports?|reported|states?|stated|according to|it is (?:said|claimed|reported|believed)|studies (?:show|suggest)|research (?:shows|suggests)|some say|reportedly|allegedly|in this (?:article|post|passage|study)|the (?:article|post|passage|author|claim) (?:says|states|claims))\b/i;

const MAX_ENTITY_WORDS = 10;
const MAX_ENTITY_CHARS = 120;
const MAX_PREDICATE_WORDS = 6;

/** Whitespace collapsed, surrounding quotes and sentence punctuation trimmed. */
function cleanPart(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’`]+|["'“”‘’`]+$/g, '')
    .replace(/[.,;:!?]+$/g, '')
    .trim();
}

/** Predicates are lower-case words joined by single spaces: "Reduces " → "reduces". */
function normalisePredicate(p: string): string {
  return cleanPart(p).toLowerCase().replace(/[_]+/g, ' ').replace(/\s+/g, ' ');
}

function normaliseTriple<T extends Triple>(t: T): T {
  return {
    ...t,
    subject: cleanPart(t.subject),
    predicate: normalisePredicate(t.predicate),
    object: cleanPart(t.object),
  };
}

function entityProblem(e: string, role: 'subject' | 'object'): { reason: TripleRejection; message: string } | null {
  const lower = e.toLowerCase();
  // "However, there" is as vague as "there": connectives and articles do not make a name.
  const bare = lower
    .replace(/^(?:however|moreover|furthermore|also|but|and|so|thus|therefore|yet)\b[,\s]*/, '')
    .replace(/^(?:the|a|an)\s+/, '');
  if (!e || PLACEHOLDER.test(e) || PLACEHOLDER.test(bare))
    return { reason: 'placeholder', message: `The ${role} “${e}” is a placeholder.` };
  if (VAGUE.has(lower) || VAGUE.has(bare))
    return { reason: 'vague-entity', message: `The ${role} “${e}” is too vague to be a fact.` };
  if (!/\p{L}/u.test(e)) return { reason: 'placeholder', message: `The ${role} “${e}” names nothing.` };
  if (DISCOURSE_ENTITY.test(e))
    return { reason: 'discourse', message: `The ${role} “${e}” reports what someone said rather than a fact.` };
  if (e.length > MAX_ENTITY_CHARS || e.split(' ').length > MAX_ENTITY_WORDS)
    return { reason: 'too-long', message: `The ${role} “${e.slice(0, 60)}…” is a clause, not an entity.` };
  return null;
}

function predicateProblem(p: string): { reason: TripleRejection; message: string } | null {
  if (!p || PLACEHOLDER.test(p)) return { reason: 'placeholder', message: `The predicate “${p}” is a placeholder.` };
  if (DISCOURSE_PREDICATE.test(p))
    return { reason: 'discourse', message: `The predicate “${p}” reports speech, not a relation.` };
  if (!/^\p{L}[\p{L}\p{N}' -]*$/u.test(p))
    return {
      reason: 'malformed-predicate',
      message: `The predicate “${p}” is not a relation (letters and spaces only).`,
    };
  if (p.split(' ').length > MAX_PREDICATE_WORDS)
    return { reason: 'malformed-predicate', message: `The predicate “${p}” is a clause, not a relation.` };
  return null;
}

/** Normalises a triple and says why it must not be stored, or null when it may. */
export function rejectTriple(raw: Triple): RejectedTriple | null {
  const t = normaliseTriple(raw);
  const problem =
    entityProblem(t.subject, 'subject') ?? predicateProblem(t.predicate) ?? entityProblem(t.object, 'object');
  if (problem) return { triple: t, ...problem };
  if (t.subject.toLowerCase() === t.object.toLowerCase())
    return { triple: t, reason: 'self-loop', message: `“${t.subject}” cannot ${t.predicate} itself.` };
  return null;
}

export function partitionTriples<T extends Triple>(triples: readonly T[]): { valid: T[]; rejected: RejectedTriple[] } {
  const valid: T[] = [];
  const rejected: RejectedTriple[] = [];
  const seen = new Set<string>();
  for (const raw of triples) {
    const problem = rejectTriple(raw);
    if (problem) {
      rejected.push(problem);
      continue;
    }
    const t = normaliseTriple(raw);
    // The same fact from two pages is kept twice: each page is its provenance.
    const key = `${t.subject.toLowerCase()}|${t.predicate}|${t.object.toLowerCase()}|${'url' in t ? String(t.url) : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    valid.push(t);
  }
  return { valid, rejected };
}

/** The sentence a fact is embedded and shown as. */
export function verbalise(t: Triple): string {
  const s = `${t.subject} ${t.predicate} ${t.object}`;
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}
