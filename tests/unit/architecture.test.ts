import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  describeCycles,
  describeFileCycles,
  type FileImport,
  fileImports,
  type FolderImport,
  folderImports,
  type LayerException,
  upwardImports,
} from './support/import-graph';

/**
 * The layer order of docs/architecture.md, lowest first. A folder may import its own layer and
 * the layers below it, never one above; folders of one layer may import each other as long as
 * no cycle forms.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['lib/util', 'lib/log', 'lib/i18n'],
  ['lib/core'],
  ['lib/net', 'lib/ml', 'lib/sources'],
  ['lib/settings', 'lib/db'],
  ['lib/llm', 'lib/evidence'],
  ['lib/kg', 'lib/web', 'lib/decompose', 'lib/persist', 'lib/tribunal', 'lib/privacy', 'lib/documents'],
  ['lib/jobs'],
  ['lib/pipeline'],
  ['lib/engine'],
  ['lib/messaging'],
  ['lib/content', 'lib/background', 'lib/offscreen', 'lib/history', 'lib/eval', 'lib/pdf-viewer', 'lib/panel'],
  ['components'],
  ['entrypoints'],
];

/** Upward imports that stay for now, each with its reason. Empty: keep it so. */
const EXCEPTIONS: readonly LayerException[] = [];

const ROOT = path.resolve(__dirname, '../..');
const imports = folderImports(ROOT, ['lib', 'components', 'entrypoints']);

describe('layer order (docs/architecture.md)', () => {
  it('reads the imports of the source tree', () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.some((i) => i.from === 'entrypoints')).toBe(true);
  });

  it('has no import from a lower layer to a higher one', () => {
    expect(upwardImports(imports, LAYERS, EXCEPTIONS)).toEqual([]);
  });

  it('has no folders in an import cycle', () => {
    expect(describeCycles(imports)).toEqual([]);
  });

  it('has no files in an import cycle (type-only imports count: a contract gets its own file)', () => {
    expect(describeFileCycles(fileImports(ROOT, ['lib', 'components', 'entrypoints']))).toEqual([]);
  });

  it('lists every exception against an import that still exists', () => {
    const stale = EXCEPTIONS.filter((e) => !imports.some((i) => i.file === e.file && i.spec === e.spec));
    expect(stale).toEqual([]);
  });
});

/** Folders the components reach only through the panel's read model (lib/panel) and engine ops. */
const BEHIND_THE_PANEL = ['lib/db', 'lib/kg'];

/** Each import of a component from a folder behind the panel's read model, named. */
function directDataImports(graph: readonly FolderImport[]): string[] {
  return graph
    .filter((i) => i.from === 'components' && BEHIND_THE_PANEL.includes(i.to))
    .map(
      (i) => `${i.file}:${i.line} imports '${i.spec}' (${i.to}): read through lib/panel, write through an engine op`,
    );
}

describe('the side panel data (docs/architecture.md)', () => {
  it('has no component importing the database or the knowledge graph', () => {
    expect(directDataImports(imports)).toEqual([]);
  });

  it('names a component that does', () => {
    const found = directDataImports([
      edge('components', 'lib/db', 'components/ui/x.tsx', '../../lib/db/records'),
      edge('components', 'lib/panel', 'components/ui/y.tsx', '../../lib/panel/check'),
      edge('components', 'lib/kg', 'components/sidepanel/knowledge/z.tsx', '../../../lib/kg/graph/store'),
    ]);
    expect(found).toEqual([
      "components/ui/x.tsx:1 imports '../../lib/db/records' (lib/db): read through lib/panel, write through an engine op",
      "components/sidepanel/knowledge/z.tsx:1 imports '../../../lib/kg/graph/store' (lib/kg): read through lib/panel, write through an engine op",
    ]);
  });
});

const edge = (
  from: string,
  to: string,
  file = `${from}/a.ts`,
  spec = `../${to.split('/').pop() ?? to}/b`,
): FolderImport => ({ file, line: 1, spec, from, to });

describe('layer checker', () => {
  const layers = [['lib/util'], ['lib/core'], ['lib/kg', 'lib/web']];

  it.each([
    { name: 'downward import', imports: [edge('lib/core', 'lib/util')], upward: 0 },
    { name: 'same-layer import', imports: [edge('lib/kg', 'lib/web')], upward: 0 },
    { name: 'upward import', imports: [edge('lib/util', 'lib/kg')], upward: 1 },
    { name: 'folder with no layer', imports: [edge('lib/new', 'lib/util')], upward: 1 },
  ])('$name → $upward finding(s)', ({ imports: graph, upward }) => {
    expect(upwardImports(graph, layers)).toHaveLength(upward);
  });

  it('names the file and the import of an upward import', () => {
    const [finding] = upwardImports([edge('lib/util', 'lib/kg', 'lib/util/x.ts', '../kg/text')], layers);
    expect(finding).toContain("lib/util/x.ts:1 imports '../kg/text' (lib/util → lib/kg)");
  });

  it('honours a listed exception and only that one', () => {
    const graph = [
      edge('lib/util', 'lib/kg', 'lib/util/x.ts', '../kg/text'),
      edge('lib/util', 'lib/kg', 'lib/util/y.ts', '../kg/store'),
    ];
    const findings = upwardImports(graph, layers, [{ file: 'lib/util/x.ts', spec: '../kg/text', reason: 'test' }]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('lib/util/y.ts');
  });

  it('finds a cycle inside one layer and names its imports', () => {
    const cycles = describeCycles([
      edge('lib/kg', 'lib/web', 'lib/kg/a.ts', '../web/b'),
      edge('lib/web', 'lib/kg', 'lib/web/c.ts', '../kg/d'),
      edge('lib/kg', 'lib/util'),
    ]);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toContain('lib/kg, lib/web');
    expect(cycles[0]).toContain("lib/web/c.ts:1 imports '../kg/d'");
  });

  it('finds no cycle in a chain', () => {
    expect(describeCycles([edge('lib/kg', 'lib/core'), edge('lib/core', 'lib/util')])).toEqual([]);
  });

  const fileEdge = (file: string, target: string): FileImport => ({
    file,
    line: 2,
    spec: `./${path.basename(target, '.ts')}`,
    target,
  });

  it('finds a file cycle inside one folder and names its imports', () => {
    const cycles = describeFileCycles([
      fileEdge('lib/kg/a.ts', 'lib/kg/b.ts'),
      fileEdge('lib/kg/b.ts', 'lib/kg/c.ts'),
      fileEdge('lib/kg/c.ts', 'lib/kg/a.ts'),
      fileEdge('lib/kg/c.ts', 'lib/core/d.ts'),
    ]);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toContain('lib/kg/a.ts, lib/kg/b.ts, lib/kg/c.ts');
    expect(cycles[0]).toContain("lib/kg/c.ts:2 imports './a'");
    expect(cycles[0]).not.toContain('lib/core/d.ts');
  });

  it('finds no file cycle in a chain', () => {
    expect(
      describeFileCycles([fileEdge('lib/kg/a.ts', 'lib/kg/b.ts'), fileEdge('lib/kg/b.ts', 'lib/core/c.ts')]),
    ).toEqual([]);
  });
});
