import { describe, expect, it } from 'vitest';

import { type PersistInput, planPersistence, sourceKey } from '../../lib/persist/plan';
import { GARLIC_BUNDLE, MASK_BUNDLE } from '../fixtures/bundles';

const WHO = GARLIC_BUNDLE.passages[0]!;
const REUTERS = GARLIC_BUNDLE.passages[1]!;

const falseInput: PersistInput = {
  claim: 'Garlic cures COVID-19.',
  verdict: 'False',
  correction: { text: 'Garlic does not cure COVID-19.', source: WHO.url },
  primarySource: WHO.url,
  sources: [WHO, REUTERS],
  triples: {
    claim: [{ subject: 'Garlic', predicate: 'cures', object: 'COVID-19' }],
    corrected: [{ subject: 'Garlic', predicate: 'does not cure', object: 'COVID-19' }],
    evidence: [
      {
        subject: 'Garlic',
        predicate: 'does not cure',
        object: 'COVID-19',
        url: WHO.url,
        quote: 'Garlic does not cure COVID-19.',
      },
      { subject: 'It', predicate: 'is', object: 'healthy', url: WHO.url, quote: 'x' },
    ],
  },
  verifiedAt: 1,
};

describe('persistence plan', () => {
  it('False: the claim FALSE, its correction TRUE linked CORRECTED_BY; claim triples Claimed, evidence SUPPORTS the correction', () => {
    const plan = planPersistence(falseInput);
    expect(plan.claims).toEqual([
      { key: 'claim', text: 'Garlic cures COVID-19.', status: 'FALSE' },
      { key: 'corrected', text: 'Garlic does not cure COVID-19.', status: 'TRUE' },
    ]);
    expect(plan.facts.map((f) => [f.key, f.text, f.status, f.role])).toEqual([
      ['fact#0', 'Garlic cures COVID-19.', 'Claimed', 'claim'],
      ['fact#1', 'Garlic does not cure COVID-19.', 'Verified', 'corrected'],
      ['fact#2', 'Garlic does not cure COVID-19.', 'Verified', 'evidence'],
    ]);
    expect(plan.links).toEqual([
      { type: 'CORRECTED_BY', from: 'claim', to: 'corrected' },
      { type: 'FROM_SOURCE', from: 'claim', to: sourceKey(WHO.url) },
      { type: 'FROM_SOURCE', from: 'corrected', to: sourceKey(WHO.url) },
      { type: 'ASSERTS', from: 'claim', to: 'fact#0' },
      { type: 'ASSERTS', from: 'corrected', to: 'fact#1' },
      { type: 'SUPPORTS', from: 'fact#2', to: 'corrected' },
      { type: 'FROM_SOURCE', from: 'fact#2', to: sourceKey(WHO.url) },
    ]);
    expect(plan.mentions).toContainEqual({ node: 'claim', name: 'COVID-19', type: 'disease' });
    expect(plan.mentions).toContainEqual({ node: 'fact#0', name: 'Garlic' });
    expect(plan.sources.map((s) => [s.domain, s.type])).toEqual([
      ['who.int', 'public-health'],
      ['reuters.com', 'fact-checker'],
    ]);
    expect(plan.rejected.map((r) => r.reason)).toEqual(['vague-entity']);
  });

  it('True: the claim TRUE, its triples Verified, evidence SUPPORTS the claim itself; no correction', () => {
    const plan = planPersistence({
      claim: 'Face masks reduce the spread of respiratory viruses.',
      verdict: 'True',
      correction: { text: 'ignored for True', source: MASK_BUNDLE.passages[0]!.url },
      primarySource: MASK_BUNDLE.passages[0]!.url,
      sources: MASK_BUNDLE.passages,
      triples: {
        claim: [{ subject: 'Face masks', predicate: 'reduce the spread of', object: 'respiratory viruses' }],
        corrected: [{ subject: 'x', predicate: 'y', object: 'z' }],
        evidence: [
          {
            subject: 'Face masks',
            predicate: 'reduce the spread of',
            object: 'respiratory viruses',
            url: MASK_BUNDLE.passages[1]!.url,
            quote: 'q',
          },
        ],
      },
      verifiedAt: 1,
    });
    expect(plan.claims).toEqual([
      { key: 'claim', text: 'Face masks reduce the spread of respiratory viruses.', status: 'TRUE' },
    ]);
    expect(plan.facts.map((f) => f.status)).toEqual(['Verified', 'Verified']);
    expect(plan.links.filter((l) => l.type === 'SUPPORTS')).toEqual([
      { type: 'SUPPORTS', from: 'fact#1', to: 'claim' },
    ]);
    // The claim's provenance is its primary source, never every page the verdict was weighed on.
    expect(plan.links.filter((l) => l.type === 'FROM_SOURCE' && l.from === 'claim')).toEqual([
      { type: 'FROM_SOURCE', from: 'claim', to: sourceKey(MASK_BUNDLE.passages[0]!.url) },
    ]);
    expect(plan.links.some((l) => l.type === 'CORRECTED_BY')).toBe(false);
  });

  it('False without a corrected claim stores only the claim as FALSE', () => {
    const plan = planPersistence({ ...falseInput, correction: null });
    expect(plan.claims.map((c) => c.key)).toEqual(['claim']);
    expect(plan.links.some((l) => l.type === 'SUPPORTS' || l.type === 'CORRECTED_BY')).toBe(false);
  });

  it('never links evidence to a page outside the sources', () => {
    const plan = planPersistence({
      ...falseInput,
      triples: {
        ...falseInput.triples,
        evidence: [
          {
            subject: 'Garlic',
            predicate: 'does not cure',
            object: 'COVID-19',
            url: 'https://elsewhere.example/',
            quote: 'q',
          },
        ],
      },
    });
    expect(plan.links.filter((l) => l.from === 'fact#2' && l.type === 'FROM_SOURCE')).toEqual([]);
  });

  it('the correction takes its provenance from the passage that supports it', () => {
    const plan = planPersistence({
      ...falseInput,
      correction: { text: 'Garlic does not cure COVID-19.', source: REUTERS.url },
    });
    expect(
      plan.links.filter((l) => l.type === 'FROM_SOURCE' && (l.from === 'claim' || l.from === 'corrected')),
    ).toEqual([
      { type: 'FROM_SOURCE', from: 'claim', to: sourceKey(WHO.url) },
      { type: 'FROM_SOURCE', from: 'corrected', to: sourceKey(REUTERS.url) },
    ]);
  });

  // Attacks on provenance: each plan must either refuse or store nothing unverified.
  const CDC = GARLIC_BUNDLE.passages[2]!;
  it.each([
    {
      name: 'a correction supported by a page outside the verified sources',
      input: { ...falseInput, correction: { text: 'Garlic prevents COVID-19.', source: CDC.url } },
      claims: ['claim'],
    },
    { name: 'a correction with no supporting passage', input: { ...falseInput, correction: null }, claims: ['claim'] },
  ])('$name: the correction is not stored', ({ input, claims }) => {
    const plan = planPersistence(input);
    expect(plan.claims.map((c) => c.key)).toEqual(claims);
    expect(plan.sources.map((s) => s.url)).toEqual([WHO.url, REUTERS.url]);
    expect(plan.facts.some((f) => f.role === 'corrected')).toBe(false);
  });

  it.each([
    { name: 'no verified passage at all', input: { ...falseInput, sources: [] } },
    { name: 'a primary source that is not a verified passage', input: { ...falseInput, primarySource: CDC.url } },
    { name: 'no primary source', input: { ...falseInput, primarySource: '' } },
  ])('$name: nothing is planned (no fallback to other pages as provenance)', ({ input }) => {
    expect(() => planPersistence(input)).toThrow(/is not one of the verified passages, so nothing was stored/);
  });
});
