import { describe, expect, it } from 'vitest';

import { parseCheckArgs } from '../../../lib/eval/check/args';

const base = ['--claims', 'claims.json', '--docs', 'docs', '--out', 'out/results.json'];

describe('npm run check arguments', () => {
  it('reads every option', () => {
    const args = parseCheckArgs([
      ...base,
      ...['--llm', 'http://localhost:8000/v1', '--llm-model', 'm', '--concurrency', '4', '--models', 'models'],
      ...['--shard', '2/5', '--journal', 'j.jsonl', '--backend', 'node', '--no-web'],
    ]);
    expect(args).toMatchObject({
      claims: 'claims.json',
      docs: 'docs',
      out: 'out/results.json',
      llm: 'http://localhost:8000/v1',
      llmModel: 'm',
      concurrency: 4,
      models: 'models',
      shard: { index: 2, count: 5 },
      journal: 'j.jsonl',
      backend: 'onnxruntime-node',
      noWeb: true,
    });
  });

  it.each([
    [[], /--claims FILE is required/],
    [['--claims', 'c.json', '--out', 'r.json'], /--docs DIR is required/],
    [['--claims', 'c.json', '--docs', 'd'], /--out FILE is required/],
    [[...base.slice(0, 4), '--out', 'r.csv'], /ending in .json, not "r.csv"/],
    [[...base, '--llm', 'http://x/v1'], /--llm needs --llm-model/],
    [[...base, '--llm-model', 'm'], /goes with --llm URL/],
    [[...base, '--llm', 'localhost:8000', '--llm-model', 'm'], /http\(s\) URL/],
    [[...base, '--concurrency', '9'], /from 1 to 8/],
    [[...base, '--concurrency', 'two'], /whole number/],
    [[...base, '--shard', '3/2'], /i runs from 1 to n/],
    [[...base, '--shard', 'half'], /--shard takes i\/n/],
    [[...base, '--backend', 'gpu'], /Unknown backend "gpu"/],
    [[...base, '--search', 'duckduckgo', '--no-web'], /contradict/],
    [[...base, '--claims'], /--claims needs a value/],
    [[...base, '--colour', 'red'], /Unknown option "--colour"/],
  ])('%j → a message that names the fix', (argv, message) => {
    expect(() => parseCheckArgs(argv)).toThrow(message);
  });

  it('every message ends with the usage', () => {
    expect(() => parseCheckArgs([])).toThrow(/Usage: npm run check -- --claims FILE --docs DIR --out results.json/);
  });
});
