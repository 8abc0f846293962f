import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds swallowed errors in source text: a rejection handler that only returns a default
 * (`.catch(() => undefined)`, `.then(ok, () => null)`), or a `catch` block that is empty or only
 * returns a default / continues, with no comment saying why.
 */

const DEFAULT = String.raw`(?:undefined|null|false|true|void 0|0|''|""|\[\]|\{\s*\}|\(\s*\{\s*\}\s*\))`;
const IGNORED_PARAM = String.raw`\(\s*(?:_?\w*)?\s*(?::\s*\w+)?\s*\)`;
const SILENT_HANDLER = new RegExp(String.raw`${IGNORED_PARAM}\s*=>\s*(?:${DEFAULT}|\{\s*\})\s*\)`);
const SILENT_CATCH_CALL = new RegExp(String.raw`\.catch\(\s*${SILENT_HANDLER.source}`, 'g');
const SILENT_THEN_REJECT = new RegExp(String.raw`\.then\([^;]*?,\s*${SILENT_HANDLER.source}`, 'g');
const CATCH_BLOCK = /\bcatch\s*(?:\(\s*\w*\s*(?::\s*\w+)?\s*\))?\s*\{/g;
const SILENT_BODY = new RegExp(String.raw`^\s*(?:(?:return(?:\s+${DEFAULT})?|continue|break)\s*;?\s*)?$`);

export interface SilentCatch {
  line: number;
  text: string;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** The text between the brace at `open` and its match (strings and comments are not parsed: enough for a body). */
function blockBody(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

export function findSilentCatches(source: string): SilentCatch[] {
  const found: SilentCatch[] = [];
  const add = (index: number) =>
    found.push({ line: lineOf(source, index), text: source.split('\n')[lineOf(source, index) - 1]!.trim() });
  for (const pattern of [SILENT_CATCH_CALL, SILENT_THEN_REJECT]) for (const m of source.matchAll(pattern)) add(m.index);
  for (const m of source.matchAll(CATCH_BLOCK)) {
    const body = blockBody(source, m.index + m[0].length - 1);
    if (!/\/\/|\/\*/.test(body) && SILENT_BODY.test(body)) add(m.index);
  }
  return found.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every silent catch under the given folders, as "path:line text". */
export function scanSilentCatches(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((file) =>
      findSilentCatches(readFileSync(file, 'utf8')).map((c) => `${relative(root, file)}:${c.line} ${c.text}`),
    ),
  );
}
