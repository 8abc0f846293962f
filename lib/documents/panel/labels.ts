import type { DocumentRecord, TaskRecord } from '../../db/records';
import { hostOf } from '../../sources/domain';
import { formatSize } from '../errors';

/**
 * What the side panel's Documents tab says about a document and the task that adds it (pure, so
 * the wording is tested without a browser). Phases are the engine's words for a document task's
 * steps; one this list does not know is shown as it is rather than hidden.
 */

const PHASES: Record<string, string> = {
  staged: 'Waiting',
  starting: 'Starting',
  reading: 'Reading pages',
  pages: 'Reading pages',
  extracting: 'Reading pages',
  chunking: 'Cutting into chunks',
  chunks: 'Cutting into chunks',
  embedding: 'Embedding chunks',
  vectors: 'Embedding chunks',
  indexing: 'Indexing',
  saving: 'Saving',
  done: 'Done',
};

function phaseLabel(phase: string): string {
  return PHASES[phase] ?? phase.charAt(0).toUpperCase() + phase.slice(1);
}

const count = (n: number) => n.toLocaleString('en-US');

/** "Reading pages: 12 of 300", or the phase alone while the total is not known. */
export function taskProgressText(task: Pick<TaskRecord, 'phase' | 'done' | 'total'>): string {
  const phase = phaseLabel(task.phase);
  return task.total > 0 && task.phase !== 'staged' ? `${phase}: ${count(task.done)} of ${count(task.total)}` : phase;
}

/** Where a document came from: "file", the document pack that added it, or the host of its URL. */
function originLabel(origin: DocumentRecord['origin']): string {
  if (origin.kind === 'file') return 'from a file';
  if (origin.kind === 'pack') return `from the pack “${origin.name}”`;
  return `from ${hostOf(origin.url) ?? origin.url}`;
}

const plural = (n: number, one: string) => `${count(n)} ${one}${n === 1 ? '' : 's'}`;

/** "12 pages · 1.2 MB · added 3 Dec 2026 · from a file · 340 chunks". */
export function documentFacts(doc: DocumentRecord, locale?: string): string {
  return [
    plural(doc.pages, 'page'),
    formatSize(doc.size),
    `added ${new Date(doc.addedAt).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })}`,
    originLabel(doc.origin),
    doc.state === 'ready' ? plural(doc.chunkCount, 'chunk') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The state a reader reads beside the document's name. */
export function documentStateLabel(doc: Pick<DocumentRecord, 'state' | 'enabled'>): string {
  if (doc.state === 'indexing') return 'Indexing…';
  if (doc.state === 'failed') return 'Failed';
  return doc.enabled ? 'Ready' : 'Off';
}
