import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { expectedDirectFirst, planCost } from '../../lib/decompose/cost';
import { parseClaimGraph } from '../../lib/decompose/graph/parse';
import { checkDecomposeInput, MAX_SENTENCES } from '../../lib/decompose/limits';
import { decompose, type DecomposeDeps, type DecompositionPlan, isSingleClaim, repick } from '../../lib/decompose/plan';
import { LexicalEmbedder } from '../../lib/decompose/rank/lexical-embedder';
import { healthTopicModel } from '../../lib/decompose/topics/health';
import { aggregate } from '../../lib/decompose/trace';
import { defaultSettings } from '../../lib/settings/schema';

const ARTICLE = [
  'Health officials said on Monday that COVID-19 vaccines remain highly effective against severe disease.',
  'The vaccines reduce hospitalisation and they lower the risk of death in older adults.',
  'Some posts claim that 5G towers spread the coronavirus.',
  'The football team won the championship game in overtime.',
  'Masks reduce transmission of the virus in crowded indoor spaces.',
  '"Wash your hands often," the nurse said.',
  'Vitamin D.',
  'Does garlic cure COVID-19?',
].join(' ');

function deps(patch: Partial<DecomposeDeps> = {}, settings: Partial<DecomposeDeps['settings']> = {}): DecomposeDeps {
  return {
    topics: healthTopicModel(),
    embedder: null,
    llm: null,
    settings: { ...defaultSettings().decompose, ...settings },
    maxChars: 5000,
    ...patch,
  };
}

async function plan(text: string, d: DecomposeDeps = deps()): Promise<DecompositionPlan> {
  const out = await decompose(text, d);
  if (!out.ok) throw new Error(out.problem.message);
  return out.plan;
}

describe('decompose: a long selection without an LLM', () => {
  it('ranks the sentences, picks the key ones, explains the rest, and splits clauses by rules', async () => {
    const p = await plan(ARTICLE, deps({}, { maxKeySentences: 4 }));
    expect(p.method).toBe('rules');
    expect(p.label).toMatch(/Split by rules \(no LLM\)/);
    expect(p.ranking).toMatchObject({ embedderId: 'lexical-hash-512', lexical: true, converged: true });
    expect(p.notes.join(' ')).toMatch(/No embedding model installed/);
    // A yes/no question is a claim too: the statement it tests is what gets checked (issue 19).
    expect(p.sentences.map((s) => s.kind)).toEqual([
      'claim',
      'claim',
      'claim',
      'claim',
      'claim',
      'claim',
      'fragment',
      'claim',
    ]);
    expect(p.sentences[6]!.note).toMatch(/no verb/);
    expect(p.sentences[7]!.statement).toBe('Garlic cures COVID-19.');
    const picked = p.sentences.filter((s) => s.picked).map((s) => s.index);
    expect(picked).toHaveLength(4);
    expect(picked).not.toContain(3); // the football aside
    expect(p.sentences[3]!.score).toBeLessThan(Math.min(...picked.map((i) => p.sentences[i]!.score!)));
    expect(p.claims.every((c) => picked.includes(c.sentence) && c.method === 'rules' && c.retrievalK === 5)).toBe(true);
    if (picked.includes(1)) {
      expect(p.claims.filter((c) => c.sentence === 1).map((c) => c.text)).toEqual([
        'The vaccines reduce hospitalisation.',
        'The vaccines lower the risk of death in older adults.',
      ]);
    }
    expect(new Set(p.claims.map((c) => c.id)).size).toBe(p.claims.length);
  });

  it('checks a one-claim selection as written', async () => {
    const p = await plan('Masks reduce transmission of the virus.');
    expect(p.method).toBe('single');
    expect(p.claims.map((c) => c.text)).toEqual(['Masks reduce transmission of the virus.']);
    const other = await plan('La vacuna es segura.');
    expect(other.method).toBe('single');
  });

  it('lets the reader change the pick', async () => {
    const p = await plan(ARTICLE, deps({}, { maxKeySentences: 2 }));
    const changed = await repick(p, [3, 6, 99], deps());
    expect(changed.sentences.filter((s) => s.picked).map((s) => s.index)).toEqual([3]);
    expect(changed.claims.map((c) => c.text)).toEqual(['The football team won the championship game in overtime.']);
  });

  it('uses an installed embedder and says nothing about a missing one', async () => {
    const p = await plan(ARTICLE, deps({ embedder: new LexicalEmbedder() }));
    expect(p.ranking?.lexical).toBe(false);
    expect(p.notes.join(' ')).not.toMatch(/No embedding model/);
  });

  it('caps the claims checked and says so', async () => {
    const p = await plan(ARTICLE, deps({}, { maxClaims: 2, maxKeySentences: 6 }));
    expect(p.claims).toHaveLength(2);
    expect(p.notes.join(' ')).toMatch(/Only 2 of \d+ claims are checked/);
  });

  it('says when the ranking did not settle', async () => {
    const p = await plan(ARTICLE, deps({}, { maxIterations: 10, tolerance: 1e-12 }));
    expect(p.ranking?.converged).toBe(false);
    expect(p.notes.join(' ')).toMatch(/did not settle within 10 iterations/);
  });
});

describe('decompose: bad input gets a clear result, never a hang', () => {
  it('refuses text above the limit with the limit and the fix in the message', async () => {
    const out = await decompose('Masks work. '.repeat(500), deps());
    expect(out).toMatchObject({ ok: false, problem: { code: 'too-long', limit: 5000 } });
    if (!out.ok)
      expect(out.problem.message).toMatch(
        /5,999 characters; ClaimLens splits up to 5,000 characters into claims\. Select a shorter passage/,
      );
    expect(checkDecomposeInput('  \n ', 5000)).toMatchObject({ code: 'empty' });
    expect(checkDecomposeInput('x'.repeat(5000), 5000)).toBeNull();
  });

  it('refuses more sentences than it ranks', async () => {
    const out = await decompose('Masks work. '.repeat(MAX_SENTENCES + 1), deps({ maxChars: 20_000 }));
    expect(out).toMatchObject({ ok: false, problem: { code: 'too-many-sentences', count: MAX_SENTENCES + 1 } });
  });

  it('handles a 100-sentence selection within bounds', async () => {
    const topics = [
      'Vaccines reduce severe disease',
      'Masks lower transmission',
      'Garlic does not cure the virus',
      'Handwashing removes germs',
      'Vitamin D supports bones',
    ];
    const text = Array.from({ length: 100 }, (_, i) => `${topics[i % 5]} in study ${i + 1}.`).join(' ');
    const started = performance.now();
    const p = await plan(text, deps({ maxChars: 20_000 }));
    expect(p.sentences).toHaveLength(100);
    expect(p.sentences.filter((s) => s.picked)).toHaveLength(5);
    expect(p.claims.length).toBeLessThanOrEqual(12);
    expect(p.ranking?.converged).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('says why nothing can be checked in headings, questions and foreign text', async () => {
    const out = await decompose(
      'Vaccines. Autism and vaccines: the facts. What cures COVID? 新冠病毒通过空气传播吗？',
      deps(),
    );
    expect(out).toMatchObject({ ok: false, problem: { code: 'nothing-to-check' } });
    if (!out.ok)
      expect(out.problem.message).toBe(
        'No claim to check in this selection: 2 headings or fragments without a claim, 1 open question, 1 question in another language. Select a sentence that states something as a fact or a yes/no question ("Does vitamin D prevent flu?").',
      );
  });

  it('checks a yes/no question among other sentences as the statement it tests, and explains an open one', async () => {
    const text =
      'Posts keep asking the same thing. Does garlic cure COVID-19? How much garlic should you eat? Masks reduce transmission in crowded rooms.';
    const p = await plan(text, deps({}, { maxKeySentences: 4 }));
    expect(p.sentences.map((s) => [s.kind, s.statement])).toEqual([
      ['claim', undefined],
      ['claim', 'Garlic cures COVID-19.'],
      ['question', undefined],
      ['claim', undefined],
    ]);
    expect(p.sentences[2]!.note).toMatch(/open question/);
    expect(p.claims.find((c) => c.sentence === 1)?.text).toBe('Garlic cures COVID-19.');
    expect(p.claims.map((c) => c.text).some((t) => t.includes('?'))).toBe(false);
    // Its sentence badge answers Yes / No / Unclear; the others say True / False / Unverified.
    const trace = aggregate(p, []);
    expect(trace.sentences.filter((s) => s.question).map((s) => s.index)).toEqual([1]);
  });

  it('a question about the sentence before it ("Is that true?") is not checked on its own', async () => {
    const p = await plan('My aunt swears that garlic cures COVID-19 within three days. Is that true?', deps());
    expect(p.sentences.map((s) => s.kind)).toEqual(['claim', 'question']);
    expect(p.sentences[1]!.note).toMatch(/^A question about something said before it/);
    expect(p.claims.map((c) => c.sentence)).not.toContain(1);
  });

  it('a question about "they" takes its subject from the sentence before it', async () => {
    const p = await plan('Statins lower cholesterol. Can they delay dementia? Do they help?', deps());
    expect(p.sentences.map((s) => [s.kind, s.statement])).toEqual([
      ['claim', undefined],
      ['claim', 'Statins can delay dementia.'],
      ['question', undefined],
    ]);
    expect(p.sentences[2]!.note).toMatch(/^A question about something said before it/);
  });

  it('a question about "it" with nothing before it says what to select', async () => {
    const p = await plan('Can it delay dementia? Masks reduce infections.', deps());
    expect(p.sentences[0]).toMatchObject({
      kind: 'question',
      note: expect.stringMatching(/^A question about "it" or "they"/),
    });
  });

  it('a single yes/no question is one claim, checked as its statement', async () => {
    expect(isSingleClaim('Does garlic cure COVID-19?')).toBe(true);
    const p = await plan('Can vitamin D prevent flu?');
    expect(p).toMatchObject({ method: 'single', claims: [{ text: 'Vitamin D can prevent flu.' }] });
  });

  it('decomposes lists, bullets, quotes inside quotes and mixed languages', async () => {
    const text =
      'Myths to drop:\n- Garlic cures COVID-19\n- 5G towers spread the virus\n• Masks cause oxygen deficiency\nShe said: “The WHO said ‘masks don’t work.’ That is false.” La vacuna es segura. 口罩有效！';
    const p = await plan(text, deps({}, { maxKeySentences: 10 }));
    expect(p.sentences.map((s) => s.text)).toEqual([
      'Myths to drop:',
      'Garlic cures COVID-19',
      '5G towers spread the virus',
      'Masks cause oxygen deficiency',
      'She said: “The WHO said ‘masks don’t work.’ That is false.”',
      'La vacuna es segura.',
      '口罩有效！',
    ]);
    expect(p.sentences.map((s) => s.kind)).toEqual(['fragment', 'claim', 'claim', 'claim', 'claim', 'claim', 'claim']);
    expect(p.claims.map((c) => c.text)).toContain('Garlic cures COVID-19.');
    // Sentences in other languages are claims; each check's language gate says whether the models read them.
    expect(p.claims.map((c) => c.text)).toEqual(expect.arrayContaining(['La vacuna es segura.', '口罩有效！']));
    expect(p.sentences.filter((s) => s.kind !== 'claim').every((s) => !s.picked && s.note)).toBe(true);
  });
});

describe('verdicts of a decomposed selection', () => {
  it('aggregates claims into sentence badges and one overall verdict', async () => {
    const p = await plan(ARTICLE, deps({}, { maxKeySentences: 3 }));
    const ids = p.claims.map((c) => c.id);
    const allTrue = aggregate(
      p,
      ids.map((claimId) => ({ claimId, verdict: 'True' as const, evidence: [] })),
    );
    expect(allTrue.overall).toBe('True');
    expect(allTrue.sentences).toHaveLength(3);
    expect(allTrue.sentences.every((s) => s.verdict === 'True' && s.end > s.start)).toBe(true);
    const oneFalse = aggregate(
      p,
      ids.map((claimId, i) => ({ claimId, verdict: i === 0 ? ('False' as const) : ('True' as const), evidence: [] })),
    );
    expect(oneFalse.overall).toBe('False');
    expect(oneFalse.sentences.find((s) => s.index === p.claims[0]!.sentence)!.verdict).toBe('False');
    const missing = aggregate(
      p,
      ids.slice(1).map((claimId) => ({ claimId, verdict: 'True' as const, evidence: [] })),
    );
    expect(missing.overall).toBe('Unverified');
  });

  it('counts the checks a plan costs with and without the direct first stage', () => {
    const graph = (text: string) => parseClaimGraph(text);
    const p: DecompositionPlan = {
      version: 1,
      method: 'llm',
      label: '',
      sentences: [],
      ranking: null,
      notes: [],
      claims: [
        {
          id: 'c1',
          sentence: 0,
          text: 'a',
          method: 'llm',
          retrievalK: 5,
          graph: graph('# Triples:\nMasks [SEP] reduce [SEP] spread\nMasks [SEP] protect [SEP] wearers'),
        },
        {
          id: 'c2',
          sentence: 0,
          text: 'b',
          method: 'llm',
          retrievalK: 10,
          graph: graph(
            '# Latent Entities:\n(ENT1) [SEP] is [SEP] a drug\n# Triples:\n(ENT1) [SEP] cures [SEP] COVID-19\nWHO [SEP] approved [SEP] (ENT1)',
          ),
        },
        {
          id: 'c3',
          sentence: 1,
          text: 'c',
          method: 'llm',
          retrievalK: 50,
          graph: graph(
            '# Latent Entities:\n(ENT1) [SEP] is [SEP] a virus\n(ENT2) [SEP] is [SEP] a city\n# Triples:\n(ENT1) [SEP] emerged in [SEP] (ENT2)\nMasks [SEP] stop [SEP] (ENT1)',
          ),
        },
        { id: 'c4', sentence: 1, text: 'd', method: 'rules', retrievalK: 5 },
      ],
    };
    const cost = planCost(p, 5);
    // c1: 2 triples, 1 path; c2: 3 triples, 1 path; c3: 4 triples (3 with placeholders... all), 2 paths; c4: 1.
    expect(cost).toEqual({
      claims: 4,
      graphOnly: { best: 2 + 3 + 4 + 1, worst: 2 + 3 + 8 + 1 },
      directFirst: { best: 4, worst: 3 + 4 + 9 + 1 },
      infillsWorst: 1 + 4,
    });
    expect(expectedDirectFirst(p, 5, 1)).toBe(4);
    expect(expectedDirectFirst(p, 5, 0)).toBe(cost.directFirst.worst);
    expect(planCost(p, 1).graphOnly.worst).toBe(2 + 3 + 4 + 1);
  });
});

describe('the fixture article of the benchmark', () => {
  it('is a real long selection: about 2,000 words in under 200 sentences', () => {
    const fixture = JSON.parse(readFileSync('tests/fixtures/decompose/article-2000.json', 'utf8')) as {
      text: string;
      words: number;
    };
    expect(fixture.words).toBeGreaterThanOrEqual(2000);
    expect(fixture.text.split(/\s+/).length).toBe(fixture.words);
  });
});

describe('decomposition settings', () => {
  it('have the documented defaults and refuse values out of range', async () => {
    const { parseSettings } = await import('../../lib/settings/schema');
    expect(defaultSettings().decompose).toEqual({
      method: 'auto',
      maxKeySentences: 5,
      maxClaims: 12,
      eta: 0.7,
      healthTopicWeight: 1.5,
      damping: 0.85,
      tolerance: 1e-6,
      maxIterations: 500,
      pathLimit: 5,
      directFirst: true,
      correctionLoops: 3,
      relatedLimit: 3,
    });
    expect(() => parseSettings({ decompose: { correctionLoops: 4 } })).toThrow(/decompose\.correctionLoops/);
    expect(() => parseSettings({ decompose: { damping: 1 } })).toThrow(/decompose\.damping/);
  });
});
