import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';

import { getDb } from '../../../lib/db/database';
import type { PackRecord, TaskRecord } from '../../../lib/db/records';
import { exportPack, type ExportSelection, packFileName, stringifyPack } from '../../../lib/kg/packs/export';
import { type ImportTaskResult, STARTER_PACK_ID } from '../../../lib/kg/packs/install';
import { fetchPackFromUrl } from '../../../lib/kg/packs/remote';
import type { Replacement } from '../../../lib/kg/packs/rules';
import { callEngine } from '../../../lib/messaging/engine-call';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { downloadText } from '../../ui/download';
import { type Note, NoteLine, useNotedAction } from './Note';
import { ReplaceConfirm } from './ReplaceConfirm';

type Asking = { taskId: TaskRecord['id']; replaces: Replacement };

/** Stages a pack (a File or what a URL gave) for the engine and has it imported. */
async function importBlob(blob: Blob, label: string): Promise<{ taskId: TaskRecord['id']; result: ImportTaskResult }> {
  const taskId: TaskRecord['id'] = `task:import:${crypto.randomUUID()}`;
  const now = Date.now();
  await getDb().tasks.put({
    id: taskId,
    kind: 'import',
    status: 'staged',
    label,
    phase: 'staged',
    done: 0,
    total: blob.size,
    blob,
    createdAt: now,
    updatedAt: now,
  });
  return { taskId, result: await callEngine('kg.import', { taskId }) };
}

export async function exportToFile(selection: ExportSelection, meta: { id: string; name: string }): Promise<void> {
  const pack = await exportPack(getDb(), selection, meta);
  downloadText(packFileName(meta), stringifyPack(pack), 'application/json');
}

/** Installed packs; import from a file or a URL; export. */
export function PackManager() {
  const packs = useLiveQuery(() => getDb().packs.toArray(), []);
  const { note, setNote, busy, run } = useNotedAction();
  const [url, setUrl] = useState('');
  const [asking, setAsking] = useState<Asking | null>(null);
  const file = useRef<HTMLInputElement>(null);

  /** An import: done, or held until the reader says whether it may replace the installed pack. */
  const start = (get: () => Promise<Blob>, label: string) =>
    run(async () => {
      const { taskId, result } = await importBlob(await get(), label);
      if ('message' in result) return result.message;
      setAsking({ taskId, replaces: result.confirm });
      return result.confirm.installed
        ? `“${result.confirm.incoming.name}” would replace an installed pack: confirm or cancel below.`
        : `“${result.confirm.incoming.name}” would change verdicts memory holds: confirm or cancel below.`;
    });
  const replace = (a: Asking) => {
    setAsking(null);
    void run(async () => {
      const result = await callEngine('kg.import', { taskId: a.taskId, replace: true });
      if ('message' in result) return result.message;
      throw new Error('The installed pack changed meanwhile: import the file again.');
    });
  };
  const cancel = (a: Asking) => {
    setAsking(null);
    void run(async () => {
      await getDb().tasks.delete(a.taskId);
      return a.replaces.installed
        ? `Nothing was imported: “${a.replaces.installed.name}” stays as it was.`
        : 'Nothing was imported: memory stays as it was.';
    });
  };
  const installed = packs?.filter((p) => p.state === 'installed') ?? [];
  const starterRemoved = packs?.some((p) => p.id === STARTER_PACK_ID && p.state === 'removed');

  return (
    <section aria-label="Knowledge packs">
      <h2>Packs</h2>
      {installed.length === 0 && <p className="empty">No packs installed.</p>}
      <ul className="kg-packs">
        {installed.map((p) => (
          <PackRow key={p.id} pack={p} onNote={setNote} />
        ))}
      </ul>
      {starterRemoved && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(async () =>
              (await callEngine('kg.installStarter', {})).state === 'installed'
                ? 'The starter pack is installed again.'
                : 'The starter pack is installed.',
            )
          }
        >
          Reinstall starter pack
        </button>
      )}
      <div className="kg-import">
        <label>
          Import pack from a file
          <input
            ref={file}
            type="file"
            accept=".json,application/json"
            disabled={busy || asking !== null}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void start(async () => f, f.name);
            }}
          />
        </label>
        <form
          className="kg-url"
          onSubmit={(e) => {
            e.preventDefault();
            const target = url.trim();
            if (target) void start(() => fetchPackFromUrl(target), target);
          }}
        >
          <label>
            …or from a URL
            <input
              type="url"
              placeholder="https://example.org/pack.json"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              disabled={busy}
            />
          </label>
          <button type="submit" disabled={busy || asking !== null || !url.trim()}>
            Import
          </button>
        </form>
      </div>
      {asking && (
        <ReplaceConfirm replaces={asking.replaces} onReplace={() => replace(asking)} onCancel={() => cancel(asking)} />
      )}
      <div className="actions">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(
              async () => (
                await exportToFile({ all: true }, { id: 'claimlens-knowledge', name: 'ClaimLens knowledge' }),
                'Exported the whole graph.'
              ),
            )
          }
        >
          Export all knowledge
        </button>
      </div>
      <NoteLine note={note} />
    </section>
  );
}

function PackRow({ pack, onNote }: { pack: PackRecord; onNote(n: Note): void }) {
  const c = pack.counts;
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <li aria-label={`Pack ${pack.name}`}>
      <strong>{pack.name}</strong> <span className="hint">{pack.version}</span>
      <p className="hint">
        {n(c.claims)} claims · {n(c.facts)} facts · {n(c.entities)} entities · {n(c.sources)} sources · installed{' '}
        {new Date(pack.installedAt).toLocaleDateString()}
        {pack.license && ` · ${pack.license}`}
      </p>
      {pack.description && <p className="hint">{pack.description}</p>}
      <div className="row-actions">
        <button
          type="button"
          onClick={() =>
            void exportToFile({ packId: pack.id }, { id: pack.id, name: pack.name }).catch((e: Error) =>
              onNote({ kind: 'error', text: e.message }),
            )
          }
        >
          Export
        </button>
        <ConfirmButton
          label="Remove"
          confirmLabel={`Remove “${pack.name}” from local knowledge?`}
          onConfirm={() =>
            void callEngine('kg.removePack', { packId: pack.id }).then(
              (r) =>
                onNote({
                  kind: 'ok',
                  text: `Removed “${pack.name}”: ${n(r.removed)} nodes deleted (what other packs or web checks also hold stays).`,
                }),
              (e: Error) => onNote({ kind: 'error', text: e.message }),
            )
          }
        />
      </div>
    </li>
  );
}
