import type { EntityNode } from '../db/records';
import { similarityRatio } from '../tribunal/similarity';
import { stableHash } from './ids';

/**
 * Entity resolution before persistence (Memory-first fact-checking §III-F): a new surface form is
 * matched against the graph's entities by exact normalised name, then by aliases (the graph's and a
 * predefined table of health synonyms), then by fuzzy lexical similarity; only then is a new entity
 * made.
 */

export type EntityMatch = 'exact' | 'alias' | 'fuzzy' | 'new';

export const FUZZY_THRESHOLD = 0.9;
const FUZZY_MIN_CHARS = 5;

/** Lower case, no leading article, punctuation other than hyphens dropped, spaces collapsed. */
export function normaliseEntity(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']s\b/g, 's')
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:the|a|an) /, '');
}

interface AliasEntry {
  canonical: string;
  type: string;
  aliases: string[];
}

/** Synonyms that fuzzy matching cannot find (different words for one thing). */
const ALIAS_TABLE: AliasEntry[] = [
  { canonical: 'COVID-19', type: 'disease', aliases: ['covid', 'covid19', 'covid 19', 'coronavirus disease', 'coronavirus disease 2019', 'sars-cov-2 infection', 'novel coronavirus disease'] },
  { canonical: 'SARS-CoV-2', type: 'virus', aliases: ['sars-cov2', 'sars cov 2', '2019-ncov', 'novel coronavirus', 'the new coronavirus', 'new coronavirus', 'covid-19 virus', 'coronavirus'] },
  { canonical: 'influenza', type: 'disease', aliases: ['flu', 'the flu', 'seasonal flu', 'seasonal influenza'] },
  { canonical: 'hydroxychloroquine', type: 'drug', aliases: ['hcq', 'plaquenil'] },
  { canonical: 'vitamin D', type: 'supplement', aliases: ['vitamin d3', 'cholecalciferol', 'vit d'] },
  { canonical: 'vitamin C', type: 'supplement', aliases: ['ascorbic acid', 'vit c'] },
  { canonical: 'mRNA vaccine', type: 'vaccine', aliases: ['mrna vaccines', 'messenger rna vaccine'] },
  { canonical: 'face mask', type: 'intervention', aliases: ['face masks', 'mask', 'masks', 'face covering', 'face coverings'] },
  { canonical: 'measles, mumps and rubella vaccine', type: 'vaccine', aliases: ['mmr', 'mmr vaccine'] },
  { canonical: 'myocardial infarction', type: 'disease', aliases: ['heart attack', 'heart attacks'] },
  { canonical: 'hypertension', type: 'disease', aliases: ['high blood pressure'] },
];

const CANONICAL = new Map<string, AliasEntry>();
for (const entry of ALIAS_TABLE) {
  CANONICAL.set(normaliseEntity(entry.canonical), entry);
  for (const a of entry.aliases) CANONICAL.set(normaliseEntity(a), entry);
}

/** The predefined synonym entry of a name, if any. */
export function aliasEntry(name: string): AliasEntry | undefined {
  return CANONICAL.get(normaliseEntity(name));
}

function digits(s: string): string {
  return s.replace(/\D+/g, ' ').trim();
}

/** Fuzzy match that never merges names differing in their numbers (COVID-19 vs COVID-18). */
export function fuzzySame(a: string, b: string): number {
  if (a.length < FUZZY_MIN_CHARS || b.length < FUZZY_MIN_CHARS || digits(a) !== digits(b)) return 0;
  return similarityRatio(a, b);
}

export interface Resolution {
  match: EntityMatch;
  entity: EntityNode;
}

/**
 * Resolves `name` against `known` entities (pure): exact normalised name, then aliases (the
 * entity's own and the predefined table's), then the most similar name ≥ FUZZY_THRESHOLD; a new
 * entity otherwise, named by its canonical form when the table knows it.
 */
export function resolveEntity(name: string, known: readonly EntityNode[]): Resolution {
  const norm = normaliseEntity(name);
  const exact = known.find((e) => e.norm === norm);
  if (exact) return { match: 'exact', entity: exact };
  const entry = aliasEntry(name);
  const forms = new Set([norm, ...(entry ? [normaliseEntity(entry.canonical), ...entry.aliases.map(normaliseEntity)] : [])]);
  const aliased = known.find((e) => forms.has(e.norm) || e.aliases.some((a) => forms.has(a)));
  if (aliased) return { match: 'alias', entity: aliased };
  let best: { entity: EntityNode; score: number } | null = null;
  for (const e of known) {
    const score = Math.max(fuzzySame(norm, e.norm), ...e.aliases.map((a) => fuzzySame(norm, a)));
    if (score >= FUZZY_THRESHOLD && (!best || score > best.score)) best = { entity: e, score };
  }
  if (best) return { match: 'fuzzy', entity: best.entity };
  const canonicalName = entry?.canonical ?? name.trim();
  const canonicalNorm = normaliseEntity(canonicalName);
  const aliases = [...forms].filter((f) => f !== canonicalNorm);
  return { match: 'new', entity: { id: `entity:${slug(canonicalNorm)}`, name: canonicalName, norm: canonicalNorm, aliases, type: entry?.type ?? 'concept', origins: ['web'] } };
}

/** Adds a surface form to an existing entity's aliases when it is new to it. */
export function withAlias(entity: EntityNode, name: string): EntityNode {
  const norm = normaliseEntity(name);
  if (norm === entity.norm || entity.aliases.includes(norm)) return entity;
  return { ...entity, aliases: [...entity.aliases, norm] };
}

/** Readable and unique: the name's slug, and a hash so that two names never share an id. */
function slug(norm: string): string {
  return `${norm.replace(/\s+/g, '-').slice(0, 48)}-${stableHash(norm).slice(0, 8)}`;
}
