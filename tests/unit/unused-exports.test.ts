import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { unusedExports } from '../../scripts/lint/unused-exports';

/** A program over in-memory files, so each case states exactly who imports what. */
function program(files: Record<string, string>): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const read = (f: string) => files[f.replace(/^\/+/, '')];
  host.getSourceFile = (f, lang) => {
    const text = read(f);
    return text === undefined ? undefined : ts.createSourceFile(f, text, lang, true);
  };
  host.fileExists = (f) => read(f) !== undefined;
  host.readFile = read;
  host.getCurrentDirectory = () => '/';
  return ts.createProgram({ rootNames: Object.keys(files).map((f) => `/${f}`), options, host });
}

const names = (files: Record<string, string>) =>
  unusedExports(program(files), (f) => f.startsWith('/lib/'), '/').map((u) => `${u.file}:${u.name}`);

describe('unused exports', () => {
  it('reports a value nobody imports and one only its own file uses, not one another file imports', () => {
    const found = names({
      'lib/a.ts':
        'export const used = 1;\nexport const dead = 2;\nexport const selfOnly = 3;\nexport const twice = selfOnly * 2;',
      'lib/b.ts': "import { used, twice } from './a';\nexport const sum = used + twice;",
      'app.ts': "import { sum } from './lib/b';\nsum.toFixed();",
    });
    expect(found).toEqual(['lib/a.ts:dead', 'lib/a.ts:selfOnly']);
  });

  it('keeps a type its own file uses, reports a type used nowhere', () => {
    const found = names({
      'lib/t.ts':
        'export interface Shape { n: number }\nexport type Orphan = string;\nexport function make(): Shape { return { n: 1 }; }',
      'app.ts': "import { make } from './lib/t';\nmake();",
    });
    expect(found).toEqual(['lib/t.ts:Orphan']);
  });

  it('counts re-exports, namespace imports, type imports and import() as uses', () => {
    const found = names({
      'lib/x.ts': 'export const viaReexport = 1;',
      'lib/y.ts': 'export const a = 1;\nexport const b = 2;',
      'lib/z.ts': 'export type Lazy = number;\nexport const lazyValue = 1;',
      'lib/w.ts': 'export interface OnlyAsType { k: string }',
      'lib/index.ts': "export { viaReexport } from './x';",
      'app.ts':
        "import * as y from './lib/y';\nimport type { OnlyAsType } from './lib/w';\nimport { viaReexport } from './lib/index';\ntype L = typeof import('./lib/z');\nexport const o: OnlyAsType = { k: String(y.a + viaReexport) };\nexport type U = L;",
    });
    expect(found).toEqual([]);
  });
});
