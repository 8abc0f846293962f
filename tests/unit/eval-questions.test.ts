import { describe, expect, it } from 'vitest';

import { parseDataset } from '../../lib/eval/formats';
import { memoryDatabase } from '../../lib/eval/knowledge';
import { scoreSystem } from '../../lib/eval/metrics';
import { type EvalReport, renderReport } from '../../lib/eval/report';
import { systemRun } from '../../lib/eval/system-run';
import { SYSTEM_SPECS } from '../../lib/eval/systems';
import type { EvalRecord } from '../../lib/eval/types';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { createLlmServices } from '../../lib/llm/provider';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { models } from './support/kg-fixtures';

/**
 * HealthFC's claims are questions (issue 19): the harness checks each as the statement it asks
 * about, through the extension's own pipeline, and the report counts the questions and the ones
 * that could not be converted. No models and no LLM: memory answers word for word.
 */
const HEALTHFC = [
  'en_claim,en_explanation,label',
  '"Can masks reduce corona infections when worn by a large proportion of the population?",x,0',
  '"Does garlic cure COVID-19?",x,2',
  '"Is it true that ultraviolet light is associated with higher COVID-19 growth rates?",x,2',
  '"How much vitamin D should adults take?",x,1',
].join('\n');

const PACK: [string, 'TRUE' | 'FALSE'][] = [
  ['Masks can reduce corona infections when worn by a large proportion of the population.', 'TRUE'],
  ['Garlic cures COVID-19.', 'FALSE'],
  ['Ultraviolet light is associated with higher COVID-19 growth rates.', 'FALSE'],
];

describe('evaluation on a dataset of questions', () => {
  it('checks HealthFC questions as their statements and reports how many were questions and not converted', async () => {
    const { items, errors } = parseDataset(HEALTHFC, 'healthfc');
    expect(errors).toEqual([]);
    const db = memoryDatabase('questions');
    const w = new GraphWriter('pack:test');
    for (const [text, status] of PACK) w.addClaim({ text, status });
    await knowledgeOf(db).write(w, {});
    const run = systemRun(SYSTEM_SPECS.full, {
      config: defaultEngineConfig(),
      llm: createLlmServices(() => {
        throw new Error('no local LLM in this test');
      }),
      models: models(null, null),
      db,
      memoryLog: null,
      page: { url: 'file:///healthfc.csv', title: 'healthfc.csv' },
    });
    const records: EvalRecord[] = [];
    for (const item of items) records.push(await run.run(item, new AbortController().signal));

    expect(records.map((r) => [r.gold, r.verdict, r.path, r.question, r.statement])).toEqual([
      ['True', 'True', 'memory', 'yes-no', PACK[0]![0]],
      ['False', 'False', 'memory', 'yes-no', PACK[1]![0]],
      ['False', 'False', 'memory', 'yes-no', PACK[2]![0]],
      ['NEI', 'Unverified', 'none', 'open', undefined],
    ]);
    const scored = scoreSystem(records);
    expect(scored.questions).toEqual({ asked: 4, converted: 3, byLlm: 0, unconverted: 1 });
    expect(scored.accuracy).toBe(1);

    const report: EvalReport = {
      dataset: { file: 'healthfc.csv', format: 'healthfc', items: 4, skipped: [], leaked: [], scored: 4 },
      systems: { full: { ...scored, description: SYSTEM_SPECS.full.description } },
      complete: true,
      pending: 0,
      startedAt: '',
      finishedAt: '',
      config: {},
    };
    expect(renderReport(report)).toContain(
      'Questions: 4 of 4 claims were questions; 3 checked as the statement they ask about (0 rewritten by the LLM, 3 by rules), 1 could not be converted (open questions: Unverified).',
    );
  });

  it('a dataset of statements has no questions line', () => {
    const scored = scoreSystem([]);
    expect(scored.questions).toEqual({ asked: 0, converted: 0, byLlm: 0, unconverted: 0 });
  });
});
