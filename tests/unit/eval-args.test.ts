import { describe, expect, it } from 'vitest';
import { parseEvalArgs } from '../../lib/eval/args';
import { parseBaselineVerdict } from '../../lib/eval/baselines/llm-only';

describe('eval arguments', () => {
  it('reads every option', () => {
    expect(parseEvalArgs(['--data', 'd.jsonl', '--format', 'healthfc', '--llm', 'http://127.0.0.1:9/v1', '--llm-model', 'm', '--kb', 'a.json', 'b.json', '--json', 'out.json', '--systems', 'full,llm-only', '--concurrency', '3', '--limit', '20'])).toEqual({
      data: 'd.jsonl',
      format: 'healthfc',
      llm: 'http://127.0.0.1:9/v1',
      llmModel: 'm',
      kb: ['a.json', 'b.json'],
      json: 'out.json',
      systems: ['full', 'llm-only'],
      concurrency: 3,
      limit: 20,
      backend: 'onnxruntime-web',
      systemsChosen: true,
    });
    expect(parseEvalArgs(['--data', 'd', '--settings', 's.json', '--backend', 'node', '--search', 'searxng=http://127.0.0.1:8/'])).toMatchObject({
      settings: 's.json',
      backend: 'onnxruntime-node',
      search: 'searxng=http://127.0.0.1:8/',
      systems: ['full', 'no-memory', 'no-tribunal', 'no-guards', 'single-pass', 'llm-only'],
      systemsChosen: false,
    });
  });

  it.each([
    [[], /--data FILE is required/],
    [['--data'], /--data needs a value/],
    [['--data', 'x', '--format', 'xml'], /Unknown format "xml"/],
    [['--data', 'x', '--systems', 'full,magic'], /Unknown system\(s\): magic/],
    [['--data', 'x', '--concurrency', '0'], /whole number/],
    [['--data', 'x', '--concurrency', '9'], /at most 8/],
    [['--data', 'x', '--backend', 'gpu'], /Unknown backend "gpu"/],
    [['--data', 'x', '--systems', ','], /at least one system/],
    [['--data', 'x', '--llm', 'http://x'], /--llm needs --llm-model/],
    [['--data', 'x', '--frobnicate'], /Unknown option/],
  ])('refuses %j with a message that shows the usage', (argv, message) => {
    expect(() => parseEvalArgs(argv as string[])).toThrow(message);
    expect(() => parseEvalArgs(argv as string[])).toThrow(/Usage: npm run eval/);
  });
});

describe('LLM-only baseline answers', () => {
  it.each([
    ['{"verdict": "True"}', 'True'],
    ['Sure! {"verdict":"False"} hope that helps', 'False'],
    ['{"verdict": "Neutral"}', 'Unverified'],
    ['False.', 'False'],
    ['I cannot help with that.', 'Unverified'],
    ['{"verdict": 12}', 'Unverified'],
  ])('reads %j as %s', (content, verdict) => expect(parseBaselineVerdict(content)).toBe(verdict));
});
