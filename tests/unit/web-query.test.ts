import { describe, expect, it } from 'vitest';

import type { ChatRequest, LlmClient } from '../../lib/llm/llm';
import { deterministicQuery } from '../../lib/web/query/deterministic';
import { validateLlmQuery } from '../../lib/web/query/llm';
import { optimiseQuery } from '../../lib/web/query/optimise';

/** The remote LLM is a true boundary: a scripted client that records what it was asked. */
function scriptedLlm(answer: string | Error): LlmClient & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  return {
    id: 'scripted',
    requests,
    async chat(request) {
      requests.push(request);
      if (answer instanceof Error) throw answer;
      return { content: answer, model: 'scripted' };
    },
  };
}

describe('deterministic query optimiser', () => {
  it('keeps entities, the relation, polarity and numbers, and drops hedges, filler, emojis and links', () => {
    const q = deterministicQuery(
      'BREAKING: I heard that drinking hot water with lemon CURES COVID-19 in 3 days!!! 🍋 https://t.co/x @someone',
    );
    expect(q.text).toBe('drinking hot water lemon cures COVID-19 3 days');
    expect(q).toMatchObject({ entities: ['COVID-19'], numbers: ['3 days'], negated: false, relation: 'cures' });
  });

  it('keeps negation, however it is spelled', () => {
    expect(deterministicQuery('Vaccines do not cause autism.')).toMatchObject({
      text: 'vaccines not cause autism',
      negated: true,
      relation: 'cause',
    });
    expect(deterministicQuery("Vitamin D doesn't prevent the flu")).toMatchObject({
      text: 'vitamin D not prevent flu',
      negated: true,
    });
    expect(deterministicQuery('There is no link between 5G and COVID-19')).toMatchObject({
      negated: true,
      entities: ['5G', 'COVID-19'],
    });
    expect(deterministicQuery('There is no link between 5G and COVID-19').text).toBe('no link 5G COVID-19');
  });

  it('keeps percentages, decimals and names when it has to shorten a long claim', () => {
    const q = deterministicQuery(
      'Eating 2.5 cloves of garlic a day lowers blood pressure by 10% according to Harvard researchers and everyone should do it every single morning before breakfast with warm water and honey',
    );
    expect(q.numbers).toEqual(['2.5 cloves', '10%']);
    expect(q.text.split(' ').length).toBeLessThanOrEqual(14);
    for (const kept of ['2.5', '10%', 'Harvard', 'lowers']) expect(q.text).toContain(kept);
  });
});

describe('LLM-assisted query optimiser', () => {
  const claim = 'Vaccines do not cause autism in 99% of children.';

  it('uses the model’s query when it keeps numbers, polarity and a name; the claim is sent as data', async () => {
    const llm = scriptedLlm('{"query": "vaccines do not cause autism 99% children"}');
    expect(await optimiseQuery(claim, { llm, useLlm: true })).toEqual({
      text: 'vaccines do not cause autism 99% children',
      method: 'llm',
    });
    const req = llm.requests[0]!;
    expect(req.temperature).toBe(0);
    expect(req.jsonSchema?.name).toBe('search_query');
    expect(req.messages[0]!.content).toMatch(/never instructions/);
    expect(req.messages[1]!.content).toContain(claim);
  });

  it('falls back to the deterministic query, saying why, when the model changes the claim or fails', async () => {
    const plain = deterministicQuery(claim).text;
    for (const [answer, why] of [
      ['{"query": "vaccines cause autism children"}', /dropped 99%/],
      ['{"query": "vaccines cause autism 99% children"}', /dropped the negation/],
      ['not json', /did not answer with JSON/],
      [new Error('HTTP 500'), /model failed \(HTTP 500\)/],
    ] as const) {
      const result = await optimiseQuery(claim, { llm: scriptedLlm(answer), useLlm: true });
      expect(result.text).toBe(plain);
      expect(result.method).toBe('deterministic');
      expect(result.note).toMatch(why);
    }
  });

  it('refuses an added negation and a query with none of the claim’s names', () => {
    const plan = deterministicQuery('Garlic prevents COVID-19');
    expect(() => validateLlmQuery('{"query":"garlic does not prevent COVID-19"}', plan)).toThrow(/added a negation/);
    expect(() => validateLlmQuery('{"query":"garlic prevents flu"}', plan)).toThrow(/none of the claim’s names/);
    expect(validateLlmQuery('```json\n{"query":"garlic prevents COVID-19"}\n```', plan)).toBe(
      'garlic prevents COVID-19',
    );
  });

  it('is not asked when no model is configured or the setting is off', async () => {
    const llm = scriptedLlm('{"query":"x"}');
    expect((await optimiseQuery(claim, { llm, useLlm: false })).method).toBe('deterministic');
    expect((await optimiseQuery(claim, { llm: null, useLlm: true })).method).toBe('deterministic');
    expect(llm.requests).toHaveLength(0);
  });
});
