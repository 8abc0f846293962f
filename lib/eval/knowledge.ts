import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { IDBKeyRange, indexedDB } from 'fake-indexeddb';

import { ClaimLensDB } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { knowledgeOf } from '../kg/graph/knowledge';
import type { Pack } from '../kg/packs/format';
import { importPack } from '../kg/packs/import';
import { STARTER_PACK_PATH } from '../kg/packs/install';
import { PackError, parsePack } from '../kg/packs/parse';
import type { Embedder } from '../ml/types';
import { messageOf } from '../util/errors';

/**
 * The knowledge graphs of an evaluation run, in IndexedDB on fake-indexeddb (the same Dexie
 * schema and migrations as the extension). The packs are imported once, with their vectors,
 * into a template; each system with memory starts from its own copy of it, so one system's
 * stored verdicts never reach another's memory.
 */

export interface LoadedPack {
  file: string;
  pack: Pack;
  sha256: string;
}

const STARTER_FILE = path.resolve(import.meta.dirname, '../../public', `.${STARTER_PACK_PATH}`);

/** Reads `--kb` packs; `starter` names the built-in starter pack. */
export function readPacks(files: readonly string[]): LoadedPack[] {
  return files.map((f) => {
    const file = f === 'starter' ? STARTER_FILE : f;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      throw new PackError(`--kb ${f}: the pack cannot be read (${(e as NodeJS.ErrnoException).code ?? messageOf(e)}).`);
    }
    try {
      return { file, pack: parsePack(text), sha256: createHash('sha256').update(text).digest('hex') };
    } catch (e) {
      throw new PackError(`--kb ${f}: ${messageOf(e)}`);
    }
  });
}

let databases = 0;

/** A fresh database of the extension's schema, held in memory. */
export function memoryDatabase(label: string): ClaimLensDB {
  return new ClaimLensDB(`claimlens-eval-${process.pid}-${++databases}-${label}`, MIGRATIONS, {
    indexedDB,
    IDBKeyRange,
  });
}

/** The packs imported into a fresh database, with vectors for the run's embedding model. */
export async function knowledgeTemplate(
  packs: readonly LoadedPack[],
  embedder: Embedder | null,
  log: (line: string) => void,
): Promise<ClaimLensDB> {
  const db = memoryDatabase('template');
  const kg = knowledgeOf(db);
  for (const p of packs) {
    const started = performance.now();
    const r = await importPack(kg, p.pack, { from: p.file, embedder });
    log(
      `Knowledge pack ${r.pack.name} ${r.pack.version}: ${r.pack.counts.claims} claims, ${r.pack.counts.facts} facts${r.embedded ? `, ${r.embedded} vectors` : ''} (${Math.round(performance.now() - started)} ms).`,
    );
  }
  return db;
}

/** The tables a system's memory starts from (the run's own bookkeeping stays out). */
const COPIED = ['claims', 'facts', 'entities', 'sources', 'edges', 'vectors', 'vectorBlocks', 'packs'] as const;

export async function copyKnowledge(from: ClaimLensDB, to: ClaimLensDB): Promise<void> {
  for (const name of COPIED) {
    const rows = await from.table(name).toArray();
    if (rows.length) await to.table(name).bulkPut(rows);
  }
}
