import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { sourceFiles } from './support/import-graph';

/** Small files, one purpose each: no source file of lib/ or components/ over 300 lines. */
const MAX_LINES = 300;
const ROOT = path.resolve(__dirname, '../..');

const linesOf = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1;

describe('file size', () => {
  const files = ['lib', 'components'].flatMap((d) => sourceFiles(ROOT, d));

  it('reads the source files of lib/ and components/', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('lib/kg/graph/store.ts');
  });

  it(`has no file over ${MAX_LINES} lines (split it by responsibility, moving whole functions)`, () => {
    const over = files
      .map((f) => ({ f, n: linesOf(f) }))
      .filter(({ n }) => n > MAX_LINES)
      .map(({ f, n }) => `${f}: ${n} lines`);
    expect(over).toEqual([]);
  });
});
