import { describe, expect, it } from 'vitest';

import { parseEvalArgs } from '../../lib/eval/args';
import { parseBaselineVerdict } from '../../lib/eval/baselines/llm-only';

describe('eval arguments', () => {
  it('reads every option', () => {
    expect(
      parseEvalArgs([
        '--data',
        'd.jsonl',
        '--format',
        'healthfc',
        '--llm',
        'http://127.0.0.1:9/v1',
        '--llm-model',
        'm',
        '--kb',
        'a.json',
        'b.json',
        '--json',
        'out.json',
        '--systems',
        'full,llm-only',
        '--concurrency',
        '3',
        '--limit',
        '20',
      ]),
    ).toEqual({
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
    expect(
      parseEvalArgs([
        '--data',
        'd',
        '--settings',
        's.json',
        '--backend',
        'node',
        '--search',
        'searxng=http://127.0.0.1:8/',
      ]),
    ).toMatchObject({
      settings: 's.json',
      backend: 'onnxruntime-node',
      search: 'searxng=http://127.0.0.1:8/',
      systems: ['full', 'no-memory', 'no-tribunal', 'no-guards', 'single-pass', 'llm-only'],
      systemsChosen: false,
    });
  });

  it('reads --calibrate with its defaults, and each of its options', () => {
    expect(parseEvalArgs(['--data', 'd', '--models', 'm', '--calibrate', 'c.json']).calibrate).toEqual({
      out: 'c.json',
      targetPrecision: 0.95,
      heldOutShare: 0.3,
      seed: 'claimlens',
    });
    expect(
      parseEvalArgs([
        '--data',
        'd',
        '--models',
        'm',
        '--calibrate',
        'c.json',
        '--target-precision',
        '0.9',
        '--holdout',
        '0.25',
        '--seed',
        'team-a',
      ]).calibrate,
    ).toEqual({
      out: 'c.json',
      targetPrecision: 0.9,
      heldOutShare: 0.25,
      seed: 'team-a',
    });
    expect(parseEvalArgs(['--data', 'd']).calibrate).toBeUndefined();
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
    [['--data', 'x', '--calibrate', 'out.json'], /--calibrate needs --models/],
    [['--data', 'x', '--models', 'm', '--calibrate', 'out.txt'], /name ending in \.json/],
    [['--data', 'x', '--target-precision', '0.9'], /go with --calibrate OUT\.json/],
    [
      ['--data', 'x', '--models', 'm', '--calibrate', 'o.json', '--target-precision', '1.5'],
      /--target-precision takes a number from 0.5 to 1/,
    ],
    [
      ['--data', 'x', '--models', 'm', '--calibrate', 'o.json', '--holdout', '0'],
      /--holdout takes a number from 0.05 to 0.95/,
    ],
    [['--data', 'x', '--models', 'm', '--calibrate', 'o.json', '--holdout', 'half'], /--holdout takes a number/],
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
