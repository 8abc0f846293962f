import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/**
 * The folder import graph of the extension's source, for the layer test: every static
 * `import … from`, `export … from` and dynamic `import()` with a relative path, resolved to the
 * folder it lands in (`lib/<area>`, `components`, `entrypoints`).
 */

export interface FolderImport {
  /** Importing file, relative to the repository root. */
  file: string;
  line: number;
  /** The specifier as written. */
  spec: string;
  from: string;
  to: string;
}

export interface LayerException {
  file: string;
  spec: string;
  reason: string;
}

const SOURCE = /\.(ts|tsx)$/;

export function sourceFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(root, rel);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** `lib/kg/graph/store.ts` → `lib/kg`; `components/ui/x.tsx` → `components`; a file in `lib/` itself → `lib`. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'lib') return parts.length > 2 ? `lib/${parts[1]}` : 'lib';
  return parts[0] ?? file;
}

function resolveTarget(root: string, fromFile: string, spec: string): string {
  const base = path.join(path.dirname(fromFile), spec);
  const isDir = fs.existsSync(path.join(root, base)) && fs.statSync(path.join(root, base)).isDirectory();
  return path.normalize(isDir ? path.join(base, 'index.ts') : base);
}

export function folderImports(root: string, dirs: readonly string[]): FolderImport[] {
  const out: FolderImport[] = [];
  for (const file of dirs.flatMap((d) => sourceFiles(root, d))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const ref of importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = resolveTarget(root, file, ref.fileName);
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const line = text.slice(0, ref.pos).split('\n').length;
      out.push({ file, line, spec: ref.fileName, from, to });
    }
  }
  return out;
}

const describeImport = (i: FolderImport) => `${i.file}:${i.line} imports '${i.spec}' (${i.from} → ${i.to})`;

/** Imports from a lower layer to a higher one, or to a folder the order does not name. */
export function upwardImports(
  imports: readonly FolderImport[],
  layers: readonly (readonly string[])[],
  exceptions: readonly LayerException[] = [],
): string[] {
  const rank = new Map(layers.flatMap((layer, i) => layer.map((f) => [f, i] as const)));
  const excused = (i: FolderImport) => exceptions.some((e) => e.file === i.file && e.spec === i.spec);
  return imports.flatMap((i) => {
    const a = rank.get(i.from);
    const b = rank.get(i.to);
    if (a === undefined || b === undefined) {
      return [
        `${describeImport(i)}: ${a === undefined ? i.from : i.to} has no layer; add it to the order in docs/architecture.md and tests/unit/architecture.test.ts`,
      ];
    }
    if (b > a && !excused(i))
      return [
        `${describeImport(i)}: a layer-${a} folder may not import layer ${b}; move the shared definition down (see docs/architecture.md)`,
      ];
    return [];
  });
}

/** Strongly connected components with more than one node (Tarjan), each sorted. */
function stronglyConnected(edges: readonly { from: string; to: string }[]): string[][] {
  const adj = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!adj.has(e.from)) adj.set(e.from, new Set());
    if (!adj.has(e.to)) adj.set(e.to, new Set());
    adj.get(e.from)?.add(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sccs: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of adj.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1) sccs.push(scc.sort());
  };
  for (const v of adj.keys()) if (!index.has(v)) visit(v);
  return sccs;
}

/** Folders in an import cycle: the strongly connected components of the folder graph. */
export function folderCycles(imports: readonly FolderImport[]): string[][] {
  return stronglyConnected(imports);
}

/** Each cycle with the imports that close it, so the message names the files to change. */
export function describeCycles(imports: readonly FolderImport[]): string[] {
  return folderCycles(imports).map((scc) => {
    const inside = imports.filter((i) => scc.includes(i.from) && scc.includes(i.to));
    return `folders in a cycle: ${scc.join(', ')}\n  ${inside.map(describeImport).join('\n  ')}`;
  });
}

/** `lib/db/x` → the source file it names (`lib/db/x.ts`, `.tsx` or `lib/db/x/index.ts`), as a bundler resolves it. */
function resolveFile(root: string, fromFile: string, spec: string): string {
  const base = path.normalize(path.join(path.dirname(fromFile), spec));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((c) => fs.existsSync(path.join(root, c)) && fs.statSync(path.join(root, c)).isFile()) ?? base;
}

/** Every source file `file` reaches through relative imports, itself included, repository-relative. */
export function importClosure(root: string, file: string): string[] {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    if (seen.has(f)) return;
    seen.add(f);
    if (!fs.existsSync(path.join(root, f))) return;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, f), 'utf8'), true, true);
    for (const ref of importedFiles) if (ref.fileName.startsWith('.')) visit(resolveFile(root, f, ref.fileName));
  };
  visit(file);
  return [...seen].sort();
}

/** One import between two source files, both repository-relative. */
export interface FileImport {
  file: string;
  line: number;
  spec: string;
  target: string;
}

/** Every relative import of the source files under `dirs`, resolved to the file it names (type-only imports too). */
export function fileImports(root: string, dirs: readonly string[]): FileImport[] {
  return dirs
    .flatMap((d) => sourceFiles(root, d))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return ts
        .preProcessFile(text, true, true)
        .importedFiles.filter((ref) => ref.fileName.startsWith('.'))
        .map((ref) => ({
          file,
          line: text.slice(0, ref.pos).split('\n').length,
          spec: ref.fileName,
          target: resolveFile(root, file, ref.fileName),
        }));
    });
}

/** Files that import each other in a loop, each cycle with the imports that close it. */
export function describeFileCycles(imports: readonly FileImport[]): string[] {
  return stronglyConnected(imports.map((i) => ({ from: i.file, to: i.target }))).map((scc) => {
    const inside = imports.filter((i) => scc.includes(i.file) && scc.includes(i.target));
    return `files in an import cycle: ${scc.join(', ')}\n  ${inside.map((i) => `${i.file}:${i.line} imports '${i.spec}'`).join('\n  ')}`;
  });
}
