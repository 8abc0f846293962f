import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseDelimited } from '../../lib/eval/csv';
import { detectFormat, parseDataset } from '../../lib/eval/formats';
import { Journal } from '../../lib/eval/journal';
import { mapCheckCovidLabel, mapConstraintLabel, mapGenericLabel, mapHealthFcLabel } from '../../lib/eval/labels';
import type { EvalRecord } from '../../lib/eval/types';

describe('label mapping', () => {
  it.each([
    ['SUPPORTED', 'True'],
    ['real', 'True'],
    ['Refuted', 'False'],
    ['fake', 'False'],
    ['NOT ENOUGH INFO', 'NEI'],
    ['unproven', 'NEI'],
    ['mixture', 'NEI'],
    ['banana', null],
    ...(['true', 'support', 'supports', 'mostly-true', 'Mostly True', 't', ' T '].map((l) => [l, 'True']) as [
      string,
      string,
    ][]),
    ...(['false', 'refute', 'refutes', 'pants-fire', 'mostly-false', 'mostly false', 'f'].map((l) => [l, 'False']) as [
      string,
      string,
    ][]),
    ...([
      'nei',
      'NotEnoughInfo',
      'not enough information',
      'not_enough_info',
      'unverified',
      'neutral',
      'undetermined',
      'u',
    ].map((l) => [l, 'NEI']) as [string, string][]),
    ['', null],
    ['half-true', null],
  ])('maps %j to %s', (raw, gold) => expect(mapGenericLabel(raw)).toBe(gold));

  it('maps each dataset’s own labels, and nothing else', () => {
    expect(['SUPPORT', 'refute', ' NOTENOUGHINFO ', 'SUPPORTS', 'true'].map(mapCheckCovidLabel)).toEqual([
      'True',
      'False',
      'NEI',
      null,
      null,
    ]);
    expect(['0', '1', '2', ' 2', '3', 'supported'].map(mapHealthFcLabel)).toEqual([
      'True',
      'NEI',
      'False',
      'False',
      null,
      null,
    ]);
    expect(['real', 'FAKE', ' Real ', 'true', 'NEI'].map(mapConstraintLabel)).toEqual([
      'True',
      'False',
      'True',
      null,
      null,
    ]);
  });
});

describe('dataset formats', () => {
  it('reads JSON lines, reporting malformed rows and unknown labels with their line numbers', () => {
    const text = [
      '{"id":"a","claim":"Garlic cures COVID-19","label":"false"}',
      '',
      '{"claim":"Masks work","label":"TRUE"}',
      '{oops',
      '{"claim":"x","label":"maybe"}',
      '{"claim":"","label":"true"}',
      '["array"]',
      '{"id":"a","claim":"dup","label":"true"}',
    ].join('\n');
    const { items, errors } = parseDataset(text, 'jsonl');
    expect(items).toEqual([
      { id: 'a', claim: 'Garlic cures COVID-19', gold: 'False', rawLabel: 'false', line: 1 },
      { id: 'line-3', claim: 'Masks work', gold: 'True', rawLabel: 'TRUE', line: 3 },
    ]);
    expect(errors).toEqual([
      { line: 4, message: 'not valid JSON' },
      { line: 5, message: 'unknown label "maybe"' },
      { line: 6, message: 'no claim text' },
      { line: 7, message: 'not a JSON object' },
      { line: 8, message: 'duplicate id "a"' },
    ]);
  });

  it('reads Check-COVID lines with its own labels', () => {
    const text =
      '{"id":1,"claim":"c1","label":"SUPPORT","evidence_set":[]}\n{"id":2,"claim":"c2","label":"REFUTE"}\n{"id":3,"claim":"c3","label":"NOTENOUGHINFO"}\n';
    expect(detectFormat('dev.json', text)).toBe('check-covid');
    expect(parseDataset(text, 'check-covid').items.map((i) => [i.id, i.gold])).toEqual([
      ['1', 'True'],
      ['2', 'False'],
      ['3', 'NEI'],
    ]);
  });

  it('reads HealthFC CSV with quoted multi-line fields and 0/1/2 labels', () => {
    const text =
      'en_claim,en_explanation,label\n"Does vitamin C, taken daily, prevent colds?","Long\nexplanation with ""quotes""",2\nDoes zinc help?,x,0\nIs it unclear?,y,1\nBroken row,z\n';
    expect(detectFormat('healthFC_annotated.csv', text)).toBe('healthfc');
    const { items, errors } = parseDataset(text, 'healthfc');
    expect(items.map((i) => [i.claim, i.gold, i.line])).toEqual([
      ['Does vitamin C, taken daily, prevent colds?', 'False', 2],
      ['Does zinc help?', 'True', 4],
      ['Is it unclear?', 'NEI', 5],
    ]);
    expect(errors).toEqual([{ line: 6, message: '2 fields where the header has 3' }]);
  });

  it('reads the Constraint CSV (real/fake) and names missing columns', () => {
    const text = 'id,tweet,label\n1,The CDC says masks work.,real\n2,5G spreads the virus.,fake\n';
    expect(detectFormat('Constraint_Val.csv', text)).toBe('constraint');
    expect(parseDataset(text, 'constraint').items.map((i) => [i.id, i.gold])).toEqual([
      ['1', 'True'],
      ['2', 'False'],
    ]);
    expect(parseDataset('a,b\n1,2\n', 'constraint').errors[0]?.message).toMatch(/header needs a claim column/);
  });

  it('reads the COVID-19 rumor CSV (T/F/U, the claim in "content")', () => {
    const text =
      'label,content,source,author,time\nF,Garlic cures COVID-19,,,\nT,"Masks reduce spread, studies say",https://www.poynter.org/x,,\nU,Hot baths kill the virus,,,\nX,Unknown label here,,,\n';
    expect(detectFormat('en_dup.csv', text)).toBe('covid19-rumor');
    const { items, errors } = parseDataset(text, 'covid19-rumor');
    expect(items.map((i) => [i.id, i.claim, i.gold])).toEqual([
      ['line-2', 'Garlic cures COVID-19', 'False'],
      ['line-3', 'Masks reduce spread, studies say', 'True'],
      ['line-4', 'Hot baths kill the virus', 'NEI'],
    ]);
    expect(errors).toEqual([{ line: 5, message: 'unknown label "X"' }]);
  });

  it('returns nothing, with a message, for an empty file', () => {
    expect(parseDataset('', 'jsonl')).toEqual({ items: [], errors: [] });
    expect(parseDataset('', 'healthfc').errors).toEqual([{ line: 1, message: 'empty file' }]);
  });

  it('parses CSV edge cases: CRLF, BOM, trailing newline, empty cells', () => {
    expect(parseDelimited('\uFEFFa,b\r\n1,\r\n"x\r\ny",2').map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['x\r\ny', '2'],
    ]);
  });
});

describe('run journal', () => {
  const record = (id: string): EvalRecord => ({
    system: 'full',
    id,
    claim: id,
    gold: 'True',
    verdict: 'True',
    path: 'memory',
    confidence: 1,
    stageMs: {},
    totalMs: 1,
    llmCalls: 0,
    promptTokens: 0,
    completionTokens: 0,
  });

  it('resumes after an interruption, ignoring a torn last line', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'journal-')), 'run.jsonl');
    const first = new Journal(file);
    first.add(record('a'));
    first.add(record('b'));
    writeFileSync(file, readFileSync(file, 'utf8') + '{"system":"full","id":"c","cla');
    const second = new Journal(file);
    expect(second.has('full', 'a')).toBe(true);
    expect(second.has('full', 'b')).toBe(true);
    expect(second.has('full', 'c')).toBe(false);
    expect(second.has('llm-only', 'a')).toBe(false);
    second.add(record('c'));
    expect(
      new Journal(file)
        .records()
        .map((r) => r.id)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});
