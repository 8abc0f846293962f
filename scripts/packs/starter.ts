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

export function buildStarterPack(rows: readonly CheckCovidRow[], corpus: ReadonlyMap<string, CorpusDoc>): PackInput {
  const lexicon = new EntityLexicon();
  for (const e of LEXICON) {
    const id = `entity:${normEntity(e.name).replace(/ /g, '-')}`;
    lexicon.add(normEntity(e.name), id);
    for (const a of e.aliases ?? []) lexicon.add(normEntity(a), id);
  }

  const sources = new Map<string, NonNullable<PackInput['sources']>[number]>();
  const claims = new Map<string, NonNullable<PackInput['claims']>[number]>();
  const facts = new Map<string, NonNullable<PackInput['facts']>[number]>();
  const edges = new Map<string, NonNullable<PackInput['edges']>[number]>();
  const link = (type: string, from: string, to: string) => edges.set(`${type} ${from} ${to}`, { type, from, to });

  const dataset = 'source:check-covid';
  sources.set(dataset, {
    id: dataset,
    url: DATASET.url,
    title: 'Check-COVID: fact-checking COVID-19 news claims with scientific evidence (Wang et al., 2023)',
    type: 'dataset',
    retrievedAt: DATASET.date,
  });

  const supportByPair = new Map<string, string>();
  const paperByTitle = new Map<string, string>();
  const used = rows.filter((r) => r.label === 'SUPPORT' || r.label === 'REFUTE');
  for (const row of used) {
    const doc = corpus.get(row.cord_id);
    if (!doc) throw new Error(`Row ${row.id} cites paper ${row.cord_id}, which is not in the corpus.`);
    const paperTitle = title(doc.title);
    // CORD-19 lists some papers under more than one id: one source per title.
    const paper = paperByTitle.get(paperTitle) ?? `source:cord-${row.cord_id}`;
    paperByTitle.set(paperTitle, paper);
    sources.set(paper, {
      id: paper,
      url: `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(paperTitle)}`,
      title: paperTitle,
      type: 'journal',
      retrievedAt: DATASET.date,
    });

    const text = clean(row.claim);
    const claim = `claim:${contentHash(looseKey(text))}`;
    const status = row.label === 'SUPPORT' ? 'TRUE' : 'FALSE';
    const prior = claims.get(claim);
    if (prior && prior.status !== status) throw new Error(`Claim "${text}" is both SUPPORT and REFUTE.`);
    claims.set(claim, { id: claim, text, status, verifiedAt: DATASET.date });
    link('FROM_SOURCE', claim, dataset);
    if (status === 'TRUE') {
      link('FROM_SOURCE', claim, paper);
      supportByPair.set(`${pairOf(row.id)} ${row.cord_id}`, claim);
    }

    for (const ev of row.evidence_set) {
      const raw = doc.abstract[ev.sent_index];
      if (raw === undefined)
        throw new Error(
          `Row ${row.id} cites sentence ${ev.sent_index} of ${row.cord_id}, which has ${doc.abstract.length}.`,
        );
      const factText = sentence(raw);
      if (!factText) continue;
      const fact = `fact:${contentHash(looseKey(factText))}`;
      facts.set(fact, {
        id: fact,
        subject: paperTitle,
        predicate: 'reports',
        object: factText,
        text: factText,
        status: 'Verified',
        verifiedAt: DATASET.date,
      });
      link('FROM_SOURCE', fact, paper);
      link(
        status === 'TRUE' ? 'SUPPORTS' : 'CORRECTED_BY',
        status === 'TRUE' ? fact : claim,
        status === 'TRUE' ? claim : fact,
      );
    }
  }
  // A refuted claim was written by editing a supported one of the same pair: that one is the correction.
  for (const row of used) {
    if (row.label !== 'REFUTE') continue;
    const correction = supportByPair.get(`${pairOf(row.id)} ${row.cord_id}`);
    const claim = `claim:${contentHash(looseKey(clean(row.claim)))}`;
    if (correction && correction !== claim) link('CORRECTED_BY', claim, correction);
  }

  const mentioned = new Set<string>();
  for (const node of [...claims.values(), ...facts.values()]) {
    for (const entity of lexicon.find(node.text ?? '')) {
      link('MENTIONS', node.id, entity);
      mentioned.add(entity);
    }
  }
  const entities = LEXICON.filter((e) => mentioned.has(`entity:${normEntity(e.name).replace(/ /g, '-')}`)).map((e) => ({
    id: `entity:${normEntity(e.name).replace(/ /g, '-')}`,
    name: e.name,
    type: e.type,
    aliases: e.aliases ?? [],
  }));

  const byId = <T extends { id: string }>(m: Map<string, T>) =>
    [...m.values()].sort((a, b) => a.id.localeCompare(b.id));
  return {
    format: PACK_FORMAT,
    version: PACK_FORMAT_VERSION,
    pack: {
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
    },
    sources: byId(sources),
    entities,
    claims: byId(claims),
    facts: byId(facts),
    edges: [...edges.values()].sort((a, b) =>
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
