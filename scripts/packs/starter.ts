import { looseKey } from '../../lib/core/text';
import { EntityLexicon, normEntity } from '../../lib/kg/graph/entities';
import { contentHash } from '../../lib/kg/graph/ids';
import { PACK_FORMAT, PACK_FORMAT_VERSION, type PackInput } from '../../lib/kg/packs/format';
import { STARTER_PACK_ID } from '../../lib/kg/packs/install';
import { LEXICON } from './lexicon';

/**
 * The starter pack from Check-COVID (Wang et al., ACL Findings 2023; MIT), train + dev only:
 *
 * - SUPPORT claim → TRUE claim; its evidence sentences → Verified facts that SUPPORT it; the
 *   paper → a source of the claim and of the facts.
 * - REFUTE claim → FALSE claim, CORRECTED_BY the evidence sentences that refute it, and by the
 *   SUPPORT claim it was minimally edited from (same pair id and paper), when there is one.
 * - NOTENOUGHINFO rows are left out. Every claim also cites the dataset as its source.
 * - Evidence sentences are not split into atomic triples: each fact is (paper, "reports",
 *   sentence). Claims and facts MENTION the health entities of lexicon.ts they name.
 *
 * The output is deterministic (no clock, stable order), so the committed pack can be rebuilt
 * byte for byte.
 */

export interface CheckCovidRow {
  id: string;
  claim: string;
  cord_id: string;
  label: 'SUPPORT' | 'REFUTE' | 'NOTENOUGHINFO';
  evidence_set: { sent_index: number; type: string }[];
}

export interface CorpusDoc {
  cord_id: string;
  title: string;
  abstract: string[];
}

export const DATASET = {
  url: 'https://github.com/posuer/Check-COVID',
  commit: '3ae70f8cac4df13a3ce56878e20d8e76790e422d',
  date: '2023-05-30T00:00:00.000Z',
};

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
/** CORD-19 abstracts often start their first sentence with the word "Abstract". */
const sentence = (s: string) => clean(s).replace(/^abstract\s*:?\s+/i, '');
const title = (s: string) => clean(s).replace(/\.$/, '');
const pairOf = (id: string) => id.replace(/_\d+$/, '');

type Source = NonNullable<PackInput['sources']>[number];
type Claim = NonNullable<PackInput['claims']>[number];
type Fact = NonNullable<PackInput['facts']>[number];
type Edge = NonNullable<PackInput['edges']>[number];

const DATASET_SOURCE = 'source:check-covid';
const entityId = (name: string) => `entity:${normEntity(name).replace(/ /g, '-')}`;
const claimId = (text: string) => `claim:${contentHash(looseKey(text))}`;

/** The nodes and edges of the pack as they are gathered, keyed by id so a repeat is kept once. */
class PackParts {
  readonly sources = new Map<string, Source>();
  readonly claims = new Map<string, Claim>();
  readonly facts = new Map<string, Fact>();
  readonly edges = new Map<string, Edge>();
  /** The SUPPORT claim of each pair of rows (pair id and paper), the correction of its REFUTE twin. */
  readonly supportByPair = new Map<string, string>();
  /** CORD-19 lists some papers under more than one id: one source per title. */
  readonly paperByTitle = new Map<string, string>();

  link(type: string, from: string, to: string) {
    this.edges.set(`${type} ${from} ${to}`, { type, from, to });
  }
}

function lexiconOf(): EntityLexicon {
  const lexicon = new EntityLexicon();
  for (const e of LEXICON) {
    const id = entityId(e.name);
    lexicon.add(normEntity(e.name), id);
    for (const a of e.aliases ?? []) lexicon.add(normEntity(a), id);
  }
  return lexicon;
}

function addPaper(parts: PackParts, row: CheckCovidRow, doc: CorpusDoc): { paper: string; paperTitle: string } {
  const paperTitle = title(doc.title);
  const paper = parts.paperByTitle.get(paperTitle) ?? `source:cord-${row.cord_id}`;
  parts.paperByTitle.set(paperTitle, paper);
  parts.sources.set(paper, {
    id: paper,
    url: `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(paperTitle)}`,
    title: paperTitle,
    type: 'journal',
    retrievedAt: DATASET.date,
  });
  return { paper, paperTitle };
}

function addClaim(parts: PackParts, row: CheckCovidRow, paper: string): { claim: string; status: 'TRUE' | 'FALSE' } {
  const text = clean(row.claim);
  const claim = claimId(text);
  const status = row.label === 'SUPPORT' ? 'TRUE' : 'FALSE';
  const prior = parts.claims.get(claim);
  if (prior && prior.status !== status) throw new Error(`Claim "${text}" is both SUPPORT and REFUTE.`);
  parts.claims.set(claim, { id: claim, text, status, verifiedAt: DATASET.date });
  parts.link('FROM_SOURCE', claim, DATASET_SOURCE);
  if (status === 'TRUE') {
    parts.link('FROM_SOURCE', claim, paper);
    parts.supportByPair.set(`${pairOf(row.id)} ${row.cord_id}`, claim);
  }
  return { claim, status };
}

function addEvidence(
  parts: PackParts,
  row: CheckCovidRow,
  doc: CorpusDoc,
  at: { paper: string; paperTitle: string; claim: string; status: 'TRUE' | 'FALSE' },
) {
  for (const ev of row.evidence_set) {
    const raw = doc.abstract[ev.sent_index];
    if (raw === undefined)
      throw new Error(
        `Row ${row.id} cites sentence ${ev.sent_index} of ${row.cord_id}, which has ${doc.abstract.length}.`,
      );
    const factText = sentence(raw);
    if (!factText) continue;
    const fact = `fact:${contentHash(looseKey(factText))}`;
    parts.facts.set(fact, {
      id: fact,
      subject: at.paperTitle,
      predicate: 'reports',
      object: factText,
      text: factText,
      status: 'Verified',
      verifiedAt: DATASET.date,
    });
    parts.link('FROM_SOURCE', fact, at.paper);
    if (at.status === 'TRUE') parts.link('SUPPORTS', fact, at.claim);
    else parts.link('CORRECTED_BY', at.claim, fact);
  }
}

function addRow(parts: PackParts, row: CheckCovidRow, corpus: ReadonlyMap<string, CorpusDoc>) {
  const doc = corpus.get(row.cord_id);
  if (!doc) throw new Error(`Row ${row.id} cites paper ${row.cord_id}, which is not in the corpus.`);
  const paper = addPaper(parts, row, doc);
  const claim = addClaim(parts, row, paper.paper);
  addEvidence(parts, row, doc, { ...paper, ...claim });
}

/** A refuted claim was written by editing a supported one of the same pair: that one is the correction. */
function linkCorrections(parts: PackParts, used: readonly CheckCovidRow[]) {
  for (const row of used) {
    if (row.label !== 'REFUTE') continue;
    const correction = parts.supportByPair.get(`${pairOf(row.id)} ${row.cord_id}`);
    const claim = claimId(clean(row.claim));
    if (correction && correction !== claim) parts.link('CORRECTED_BY', claim, correction);
  }
}

/** Links each claim and fact to the lexicon entities it names; returns the entities named at all. */
function linkMentions(parts: PackParts): NonNullable<PackInput['entities']> {
  const lexicon = lexiconOf();
  const mentioned = new Set<string>();
  for (const node of [...parts.claims.values(), ...parts.facts.values()]) {
    for (const entity of lexicon.find(node.text ?? '')) {
      parts.link('MENTIONS', node.id, entity);
      mentioned.add(entity);
    }
  }
  return LEXICON.filter((e) => mentioned.has(entityId(e.name))).map((e) => ({
    id: entityId(e.name),
    name: e.name,
    type: e.type,
    aliases: e.aliases ?? [],
  }));
}

const STARTER_META: PackInput['pack'] = {
  id: STARTER_PACK_ID,
  name: 'Check-COVID starter pack',
  version: '1.0.0',
  description:
    'COVID-19 news claims checked against scientific abstracts (Check-COVID train and dev splits): supported claims as true with their evidence sentences, refuted claims as false with the evidence that corrects them.',
  license: 'MIT (Check-COVID, Copyright (c) 2023 Columbia University)',
  createdAt: DATASET.date,
  provenance: {
    derivedFrom: DATASET.url,
    commit: DATASET.commit,
    splits: 'train + dev (the test split is held out for evaluation)',
    builder: 'scripts/packs/build-starter.ts',
    mapping:
      'SUPPORT → TRUE claim, evidence sentences → Verified facts (SUPPORTS), paper → source; REFUTE → FALSE claim CORRECTED_BY its evidence sentences and the SUPPORT claim of its pair; NOTENOUGHINFO left out',
  },
};

const byId = <T extends { id: string }>(m: Map<string, T>) => [...m.values()].sort((a, b) => a.id.localeCompare(b.id));

export function buildStarterPack(rows: readonly CheckCovidRow[], corpus: ReadonlyMap<string, CorpusDoc>): PackInput {
  const parts = new PackParts();
  parts.sources.set(DATASET_SOURCE, {
    id: DATASET_SOURCE,
    url: DATASET.url,
    title: 'Check-COVID: fact-checking COVID-19 news claims with scientific evidence (Wang et al., 2023)',
    type: 'dataset',
    retrievedAt: DATASET.date,
  });
  const used = rows.filter((r) => r.label === 'SUPPORT' || r.label === 'REFUTE');
  for (const row of used) addRow(parts, row, corpus);
  linkCorrections(parts, used);
  const entities = linkMentions(parts);
  return {
    format: PACK_FORMAT,
    version: PACK_FORMAT_VERSION,
    pack: { ...STARTER_META },
    sources: byId(parts.sources),
    entities,
    claims: byId(parts.claims),
    facts: byId(parts.facts),
    edges: [...parts.edges.values()].sort((a, b) =>
      `${a.type} ${a.from} ${a.to}`.localeCompare(`${b.type} ${b.from} ${b.to}`),
    ),
  };
}

export function parseJsonLines<T>(text: string): T[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => {
      try {
        return JSON.parse(l) as T;
      } catch {
        throw new Error(`Line ${i + 1} is not valid JSON.`);
      }
    });
}
