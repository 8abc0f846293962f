/**
 * GraphCheck's entity-relationship graph (GraphCheck §3.1) as the LLM writes it:
 *   # Latent Entities:
 *   (ENT1) [SEP] is [SEP] the musician
 *   (ENT1) [SEP] is part of [SEP] Tall Birds
 *   # Triples:
 *   (ENT1) [SEP] is a percussionist for [SEP] (ENT2)
 * Each line is `subject [SEP] relation [SEP] object`; `(ENTn)` stands for an entity the claim
 * implies without naming. The latent section maps each placeholder to its reference in the
 * claim ("the musician"), used wherever that entity is not yet identified.
 */

export interface Triple {
  subject: string;
  relation: string;
  object: string;
  section: 'latent' | 'triples';
}

export interface LatentEntity {
  /** Normalised placeholder, e.g. `(ENT1)`. */
  id: string;
  /** How the claim refers to it ("the musician"). */
  reference: string;
}

export interface ClaimGraph {
  latent: LatentEntity[];
  /** Every triple of both sections: each is a subclaim to verify. */
  triples: Triple[];
  /** What was wrong with the model's answer and was repaired or dropped, for the trace. */
  problems: string[];
}

/** Triples per claim at most: an over-long answer must not turn one claim into dozens of checks. */
const MAX_TRIPLES = 12;
/** Latent entities per claim at most (5! orders already exceed P̄). */
const MAX_LATENT = 5;

const PLACEHOLDER = /\(?\s*\bENT\s*(\d{1,2})(?:\s*\))?/giu;

export function normalisePlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, (_, n: string) => `(ENT${Number(n)})`);
}

export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\(ENT\d+\)/g)].map((m) => m[0]))];
}

const REFERENCE_RELATION = /^(?:is|are|was|were|refers to|is called|stands for)(?:\s+(a|an|the))?$/iu;

export function parseClaimGraph(answer: string): ClaimGraph {
  const problems: string[] = [];
  const triples: Triple[] = [];
  let section: Triple['section'] = 'triples';
  for (const raw of answer.split(/\r?\n/)) {
    const line = raw.trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/u, '');
    if (!line || /^```/.test(line)) continue;
    if (/^#*\s*latent entit(?:y|ies)\s*:?$/iu.test(line)) {
      section = 'latent';
      continue;
    }
    if (/^#*\s*(?:fact\s+)?triples\s*:?$/iu.test(line)) {
      section = 'triples';
      continue;
    }
    const parts = line
      .split(/\s*\[SEP\]\s*/iu)
      .map((p) => normalisePlaceholders(p.trim().replace(/^["']|["'.]$/gu, '')));
    if (parts.length !== 3 || parts.some((p) => !p)) {
      problems.push(`Not a triple, skipped: "${line.slice(0, 120)}"`);
      continue;
    }
    if (triples.length === MAX_TRIPLES) {
      problems.push(`More than ${MAX_TRIPLES} triples; the rest were left out.`);
      break;
    }
    triples.push({ subject: parts[0]!, relation: parts[1]!, object: parts[2]!, section });
  }

  const ids = [...new Set(triples.flatMap((t) => placeholdersIn(`${t.subject} ${t.object}`)))].sort(
    (a, b) => Number(a.slice(4, -1)) - Number(b.slice(4, -1)),
  );
  const latent: LatentEntity[] = [];
  for (const id of ids) {
    if (latent.length === MAX_LATENT) {
      problems.push(`More than ${MAX_LATENT} latent entities; claims with them were left out.`);
      break;
    }
    const line = triples.find(
      (t) =>
        t.section === 'latent' &&
        t.subject === id &&
        REFERENCE_RELATION.test(t.relation) &&
        !placeholdersIn(t.object).length,
    );
    if (line) {
      const article = REFERENCE_RELATION.exec(line.relation)?.[1];
      latent.push({ id, reference: article ? `${article.toLowerCase()} ${line.object}` : line.object });
    } else {
      problems.push(`${id} has no reference in the latent entities section; it is called "something".`);
      latent.push({ id, reference: 'something' });
    }
  }
  const known = new Set(latent.map((l) => l.id));
  const kept = triples.filter((t) => placeholdersIn(`${t.subject} ${t.object}`).every((p) => known.has(p)));
  return { latent, triples: kept, problems };
}

/** A triple as a sentence, with each placeholder replaced by a value, or kept where none is given. */
export function renderTriple(triple: Triple, values: Readonly<Record<string, string>>): string {
  const fill = (s: string) => s.replace(/\(ENT\d+\)/g, (id) => values[id] ?? id);
  return `${fill(triple.subject)} ${fill(triple.relation)} ${fill(triple.object)}`.replace(/\s+/g, ' ').trim();
}
