import type { TaskRecord } from '../../db/records';
import { packsEngine as m } from '../../i18n/catalogue/packs-engine';
import { formatNumber } from '../../i18n/format';
import { tCount } from '../../i18n/plural';
import { t } from '../../i18n/t';
import type { Embedder } from '../../ml/types';
import { messageOf } from '../../util/errors';
import type { KnowledgeGraph } from '../graph/knowledge';
import { createTask, taskWriter } from '../graph/tasks';
import { importPack, type ImportResult, packConflicts } from './import';
import { checkPackSize, PackError, parsePack } from './parse';
import { type Replacement, replacementOf, reservedIdProblem, STARTER_PACK_ID } from './rules';

export { STARTER_PACK_ID } from './rules';

/**
 * Pack imports as tasks the side panel follows. The panel stages the file (or what it fetched
 * from a URL) as a Blob in a task row, so a pack of tens of megabytes never travels through
 * extension messaging; the engine reads it from there, imports it and reports progress in
 * the same row.
 */

export const STARTER_PACK_PATH = '/packs/check-covid-starter.json';

const n = (x: number) => formatNumber(x);

/** What the import did, truthfully: new items, verdicts changed or kept against it, what went. */
function importSummary(r: ImportResult): string {
  const a = r.write.added;
  const e = r.write.existing;
  const fresh = a.claims + a.facts + a.entities + a.sources + a.edges;
  const { statusChanged, conflicts, removed } = r.write;
  const c = r.pack.counts;
  const head = t(
    m.imported,
    r.pack.name,
    r.pack.version,
    n(c.claims),
    n(c.facts),
    n(c.entities),
    n(c.sources),
    n(c.edges),
  );
  const what =
    fresh === 0 && !statusChanged.length && !removed.length
      ? t(m.unchanged)
      : fresh > 0 && e.claims + e.facts + e.entities + e.sources + e.edges > 0
        ? t(m.newItems, n(fresh))
        : '';
  const parts = [
    statusChanged.length ? tCount(statusChanged.length, m.changedOne, m.changedOther) : '',
    conflicts.length ? tCount(conflicts.length, m.keptOne, m.keptOther) : '',
    removed.length ? t(m.removed, n(removed.length)) : '',
    r.embedded ? t(m.vectors, n(r.embedded)) : '',
  ];
  return `${head}${what}${parts.map((part) => (part ? `; ${part}` : '')).join('')}.`;
}

export type ImportTaskResult = { message: string; packId: string } | { confirm: Replacement };

/**
 * Imports the pack staged in a task row; the row carries progress and the outcome. A pack whose
 * id is installed, or that says the opposite of a claim another origin holds, is not imported
 * unless `replace` says the reader saw what it replaces: the answer is then that replacement
 * (with the conflicting claims), and the file stays staged for a second call.
 */
export async function runImportTask(
  kg: KnowledgeGraph,
  taskId: TaskRecord['id'],
  embedder: Embedder | null,
  options: { replace?: boolean } = {},
): Promise<ImportTaskResult> {
  const db = kg.db;
  const row = await db.tasks.get(taskId);
  if (!row || row.kind !== 'import') throw new PackError(t(m.notPending));
  if (row.status !== 'staged' || !row.blob) throw new PackError(t(m.alreadyRan));
  const task = taskWriter(db, taskId);
  try {
    await task.update({ status: 'running', phase: 'reading', done: 0, total: row.blob.size });
    checkPackSize(row.blob.size);
    const text = await row.blob.text();
    await task.update({ phase: 'checking' });
    const pack = parsePack(text);
    const reserved = reservedIdProblem(pack.pack.id);
    if (reserved) throw new PackError(reserved);
    // Another origin's verdict is changed only once the reader saw it and chose Replace.
    const replaces = replacementOf(await db.packs.get(pack.pack.id), pack, await packConflicts(db, pack));
    if (replaces && !options.replace) {
      await task.update({ status: 'staged', phase: 'staged' });
      return { confirm: replaces };
    }
    // The staged copy is not needed any more, whatever happens next.
    await db.tasks.update(taskId, { blob: undefined });
    const result = await importPack(kg, pack, {
      from: row.label,
      embedder,
      onProgress: task.progress,
      conflicts: options.replace ? 'replace' : 'keep',
    });
    const message = importSummary(result);
    await task.done(message);
    return { message, packId: pack.pack.id };
  } catch (e) {
    const message = e instanceof PackError ? e.message : t(m.importFailed, messageOf(e));
    await db.tasks.update(taskId, { blob: undefined });
    await task.failed(message);
    throw new PackError(message);
  }
}

/**
 * First run: installs the starter pack unless it is installed or the user removed it. Failure
 * is recorded in a task row (the panel shows it) and retried at the next start.
 */
export async function ensureStarterPack(
  kg: KnowledgeGraph,
  load: () => Promise<string>,
  embedder: Embedder | null,
): Promise<'installed' | 'present' | 'removed'> {
  const existing = await kg.db.packs.get(STARTER_PACK_ID);
  if (existing) return existing.state === 'installed' ? 'present' : 'removed';
  const id = await createTask(kg.db, {
    id: `task:starter`,
    kind: 'import',
    label: t(m.starterLabel),
    phase: 'reading',
  });
  const task = taskWriter(kg.db, id);
  try {
    const result = await importPack(kg, parsePack(await load()), {
      from: 'built-in',
      embedder,
      onProgress: task.progress,
    });
    await task.done(importSummary(result));
    return 'installed';
  } catch (e) {
    await task.failed(t(m.starterFailed, messageOf(e)));
    throw e;
  }
}
