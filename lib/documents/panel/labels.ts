import type { DocumentRecord, TaskRecord } from '../../db/records';
import { documentLabels as m } from '../../i18n/catalogue/document-labels';
import { formatDate, formatNumber } from '../../i18n/format';
import type { Message } from '../../i18n/locales';
import { tCount } from '../../i18n/plural';
import { t } from '../../i18n/t';
import { hostOf } from '../../sources/domain';
import { formatSize } from '../errors';

/**
 * What the side panel's Documents tab says about a document and the task that adds it (pure, so
 * the wording is tested without a browser). Phases are the engine's words for a document task's
 * steps; one this list does not know is shown as it is rather than hidden.
 */

const PHASES: Record<string, Message> = {
  staged: m.phaseWaiting,
  starting: m.phaseStarting,
  reading: m.phaseReading,
  pages: m.phaseReading,
  extracting: m.phaseReading,
  chunking: m.phaseChunking,
  chunks: m.phaseChunking,
  embedding: m.phaseEmbedding,
  vectors: m.phaseEmbedding,
  indexing: m.phaseIndexing,
  saving: m.phaseSaving,
  done: m.phaseDone,
};

function phaseLabel(phase: string): string {
  const known = PHASES[phase];
  return known ? t(known) : phase.charAt(0).toUpperCase() + phase.slice(1);
}

/** "Reading pages: 12 of 300", or the phase alone while the total is not known. */
export function taskProgressText(task: Pick<TaskRecord, 'phase' | 'done' | 'total'>): string {
  const phase = phaseLabel(task.phase);
  return task.total > 0 && task.phase !== 'staged'
    ? t(m.progress, phase, formatNumber(task.done), formatNumber(task.total))
    : phase;
}

/** Where a document came from: "file", the document pack that added it, or the host of its URL. */
function originLabel(origin: DocumentRecord['origin']): string {
  if (origin.kind === 'file') return t(m.fromFile);
  if (origin.kind === 'pack') return t(m.fromPack, origin.name);
  return t(m.fromHost, hostOf(origin.url) ?? origin.url);
}

/** "12 pages · 1.2 MB · added 3 Dec 2026 · from a file · 340 chunks". */
export function documentFacts(doc: DocumentRecord, locale?: string): string {
  const added = formatDate(doc.addedAt, { day: 'numeric', month: 'short', year: 'numeric' }, locale);
  return [
    tCount(doc.pages, m.pagesOne, m.pagesOther),
    formatSize(doc.size),
    t(m.added, added),
    originLabel(doc.origin),
    doc.state === 'ready' ? tCount(doc.chunkCount, m.chunksOne, m.chunksOther) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The state a reader reads beside the document's name. */
export function documentStateLabel(doc: Pick<DocumentRecord, 'state' | 'enabled'>): string {
  if (doc.state === 'indexing') return t(m.stateIndexing);
  if (doc.state === 'failed') return t(m.stateFailed);
  return t(doc.enabled ? m.stateReady : m.stateOff);
}
