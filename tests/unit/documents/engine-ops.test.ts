import { afterEach, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../../lib/db/database';
import type { TaskRecord } from '../../../lib/db/records';
import type { AddDocumentResult, DocumentsStatus } from '../../../lib/documents/library/types';
import { Engine } from '../../../lib/engine/engine';
import { defaultEngineConfig } from '../../../lib/settings/run-config';
import { textPdf } from '../../support/documents/pdfs';
import { lexicalEmbedder } from '../../support/lexical-embedder';
import { models } from '../support/kg-fixtures';

/** The document ops as the side panel reaches them: a staged file in a task row, through the engine's validated protocol. */

let n = 0;
const dbs: ClaimLensDB[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

function engine() {
  const db = new ClaimLensDB(`documents-ops-${++n}`);
  dbs.push(db);
  const e = new Engine({ db, emit: () => undefined, models: models(lexicalEmbedder(64), null) });
  const config = defaultEngineConfig();
  const call = <T>(op: string, payload: unknown) => e.handle(op, payload, config) as Promise<T>;
  return { db, call, config };
}

async function stage(db: ClaimLensDB, id: TaskRecord['id'], bytes: Uint8Array, name: string, mimeType: string) {
  await db.tasks.put({
    id,
    kind: 'document',
    status: 'staged',
    label: name,
    mimeType,
    phase: 'staged',
    done: 0,
    total: bytes.length,
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    createdAt: 1,
    updatedAt: 1,
  });
}

describe('document engine ops', () => {
  it('add a staged PDF (progress and end in its task row, the blob dropped), status, switch off, re-index, remove', async () => {
    const { db, call } = engine();
    const pdf = await textPdf([[['Zinc lozenges shorten the common cold.']], [['Vitamin C does not prevent colds.']]]);
    await stage(db, 'task:document:a', pdf, 'colds.pdf', 'application/pdf');
    const added = await call<AddDocumentResult>('documents.add', { taskId: 'task:document:a' });
    expect(added).toMatchObject({
      added: true,
      taskId: 'task:document:a',
      document: { name: 'colds.pdf', pages: 2, state: 'ready' },
    });
    const task = await db.tasks.get('task:document:a');
    expect(task).toMatchObject({ status: 'done', documentId: added.document.id });
    expect(task?.blob).toBeUndefined();
    expect(task?.message).toMatch(/^Added “colds\.pdf”: 2 page\(s\), 1 passage\(s\) indexed\.$/);

    await stage(db, 'task:document:b', pdf, 'again.pdf', 'application/pdf');
    expect(await call<AddDocumentResult>('documents.add', { taskId: 'task:document:b' })).toMatchObject({
      added: false,
    });

    expect(await call<DocumentsStatus>('documents.status', {})).toMatchObject({
      enabled: true,
      documents: 1,
      ready: 1,
      disabled: 0,
      chunks: 1,
      vectors: { modelId: 'test/lexical-hash', chunks: 1, missing: 0 },
      running: [],
    });
    expect(await call('documents.setEnabled', { id: 'all', enabled: false })).toEqual({ changed: 1 });
    expect(await call<DocumentsStatus>('documents.status', {})).toMatchObject({ disabled: 1 });
    const re = await call<AddDocumentResult>('documents.reindex', { id: added.document.id });
    expect(re).toMatchObject({ added: false, document: { chunkCount: 1, enabled: false } });
    expect(await call('documents.remove', { id: added.document.id })).toEqual({ removed: true, withdrawn: 0 });
    expect(await db.documentChunks.count()).toBe(0);
  });

  it('a staged file is taken once; a bad PDF fails its task with the fix, and keeps nothing', async () => {
    const { db, call } = engine();
    await stage(db, 'task:document:c', new TextEncoder().encode('%PDF-1.7 truncated'), 'broken.pdf', 'application/pdf');
    await expect(call('documents.add', { taskId: 'task:document:c' })).rejects.toThrow(/damaged or incomplete/);
    expect((await db.tasks.get('task:document:c'))?.status).toBe('failed');
    expect(await db.documents.count()).toBe(0);
    await expect(call('documents.add', { taskId: 'task:document:c' })).rejects.toThrow(/was taken already/);
  });

  it('refuses a URL off the trusted list, and malformed payloads, before anything runs', async () => {
    const { call } = engine();
    await expect(call('documents.addUrl', { url: 'https://example.com/label.pdf' })).rejects.toThrow(
      'example.com is not on your trusted list: add it in the Sources tab, or download the file and add it from disk.',
    );
    await expect(call('documents.remove', { id: 'doc:xyz' })).rejects.toThrow(/must be a document id/);
    expect(await call('documents.cancel', { taskId: 'task:document:none' })).toEqual({ cancelled: false });
  });
});
