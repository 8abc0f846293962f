import { describe, expect, it } from 'vitest';

import { looksLikeHealthClaim } from '../../lib/core/health';
import { seededRandom } from '../../lib/decompose/random';
import { healthSignal, healthTopicModel } from '../../lib/decompose/topics/health';
import { TopicModel, type TopicModelFile } from '../../lib/decompose/topics/model';
import { topicTokens } from '../../lib/decompose/topics/tokenize';
import { parseCsv } from '../../scripts/topic-model/csv';
import { trainLda } from '../../scripts/topic-model/lda';

describe('topic model tokens', () => {
  it('keeps stems of content words, drops stop words, numbers and short words', () => {
    expect(
      topicTokens("Vaccines don't cause autism; COVID-19 vaccines reduced hospitalisations by 90% (2021)."),
    ).toEqual(['vaccin', 'caus', 'autism', 'covid', 'vaccin', 'reduc', 'hospitalis']);
    expect(topicTokens('新冠病毒 — 123')).toEqual([]);
  });
});

describe('LDA training', () => {
  // Two planted topics over a 20-word vocabulary: words 0–9 and 10–19.
  const random = seededRandom(11);
  const docs = Array.from({ length: 300 }, (_, d) => {
    const mix = d % 2 === 0 ? 0.9 : 0.1;
    return Int32Array.from({ length: 30 }, () => (random() < mix ? 0 : 10) + Math.floor(random() * 10));
  });
  const params = { topics: 2, alpha: 0.1, beta: 0.01, iterations: 100, seed: 5 };

  it('recovers planted topics', () => {
    const { nkw, nk } = trainLda(docs, 20, params);
    const top = [0, 1].map((k) =>
      [...Array(20).keys()]
        .sort((a, b) => nkw[k * 20 + b]! - nkw[k * 20 + a]!)
        .slice(0, 10)
        .sort((a, b) => a - b),
    );
    expect(top.map((t) => t[0])).toEqual(expect.arrayContaining([0, 10]));
    for (const t of top) expect(t.every((w) => Math.floor(w / 10) === Math.floor(t[0]! / 10))).toBe(true);
    expect(nk[0]! + nk[1]!).toBe(300 * 30);
  });

  it('is deterministic for a seed', () => {
    expect(trainLda(docs, 20, params).nkw).toEqual(trainLda(docs, 20, params).nkw);
    expect(trainLda(docs, 20, { ...params, seed: 6 }).nkw).not.toEqual(trainLda(docs, 20, params).nkw);
  });

  it('reads CSV with quoted commas, quotes and line breaks', () => {
    expect(parseCsv('label,content\nF,"Garlic, lemon ""cure"" it\nfast"\r\nT,plain\n')).toEqual([
      ['label', 'content'],
      ['F', 'Garlic, lemon "cure" it\nfast'],
      ['T', 'plain'],
    ]);
  });
});

describe('the shipped health topic model', () => {
  const model = healthTopicModel();

  it('carries its provenance and licence notices', () => {
    const file = model.file;
    expect(file.provenance.files.map((f) => f.path)).toEqual([
      'check-covid/corpus.json',
      'covid19-rumor/en_dup.csv',
      'wordnet/data.noun',
      'wordnet/data.verb',
    ]);
    expect(file.provenance.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    expect(file.notices.join(' ')).toMatch(/MIT License.*Columbia University/);
    expect(file.notices.join(' ')).toMatch(/WordNet 3\.0 Copyright 2006 by Princeton University/);
    expect(file.topics.some((t) => t.health) && file.topics.some((t) => !t.health)).toBe(true);
  });

  it('gives topic distributions that sum to 1, and the prior for unknown text', () => {
    const r = model.infer('Vaccines reduce severe COVID-19 in older patients.');
    expect(r.theta.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(r.known).toBeGreaterThan(3);
    const none = model.infer('新冠病毒');
    expect(none).toMatchObject({ known: 0, healthShare: 0 });
    none.theta.forEach((t) => expect(t).toBeCloseTo(1 / model.topics, 12));
  });

  it('refuses a file that is not a topic model', () => {
    expect(() => new TopicModel({ ...model.file, format: 'other' } as unknown as TopicModelFile)).toThrow(
      /Not a ClaimLens topic model/,
    );
    expect(() => new TopicModel({ ...model.file, totals: [1] })).toThrow(/inconsistent/);
  });

  it('tells health claims from other sentences better than the lexicon alone', () => {
    const health = [
      'Garlic cures COVID-19.',
      'Drinking bleach kills the virus.',
      'Vitamin D supplements reduce the risk of respiratory infections.',
      '5G towers spread the coronavirus.',
      'Measles vaccines cause autism.',
      'Masks reduce the transmission of respiratory viruses.',
      'Ivermectin is not approved to treat COVID-19.',
      'Smoking increases the risk of lung cancer.',
    ];
    const other = [
      'The football team won the championship game in overtime.',
      'She plays the piano and writes music for films.',
      'The new phone has a faster processor and a bigger screen.',
      'Our body shop repairs dents in car doors within a day.',
      'The band released a new album with a fat bass sound.',
      'Salt Lake City hosted the winter games.',
      'The bank raised interest rates to fight inflation.',
      'The film follows a detective through a rainy city.',
    ];
    expect(health.filter((t) => healthSignal(t).health)).toEqual(health);
    const lexiconFalseAlarms = other.filter(looksLikeHealthClaim);
    const modelFalseAlarms = other.filter((t) => healthSignal(t).health);
    expect(lexiconFalseAlarms.length).toBeGreaterThanOrEqual(3);
    expect(modelFalseAlarms.length).toBeLessThan(lexiconFalseAlarms.length);
  });
});
