import { callEngine } from '../../../lib/messaging/engine-call';
import { exportPackFile, type ExportSelection, type PackRecord, STARTER_PACK_ID } from '../../../lib/panel/packs';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { downloadText } from '../../ui/download';
import { usePacks } from '../data/usePacks';
import { type Note, type NotedRun, NoteLine, useNotedAction } from './Note';
import { PackImport } from './PackImport';

const n = (x: number) => x.toLocaleString('en-US');

export async function exportToFile(selection: ExportSelection, meta: { id: string; name: string }): Promise<void> {
  const file = await exportPackFile(selection, meta);
  downloadText(file.name, file.text, 'application/json');
}

/** Installed packs; import from a file or a URL; export. */
export function PackManager() {
  const packs = usePacks();
  const { note, setNote, busy, run } = useNotedAction();
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
      {starterRemoved && <ReinstallStarter busy={busy} run={run} />}
      <PackImport busy={busy} run={run} />
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

/** Offered once the reader removed the starter pack. */
function ReinstallStarter({ busy, run }: { busy: boolean; run: NotedRun }) {
  return (
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
  );
}

function PackRow({ pack, onNote }: { pack: PackRecord; onNote(n: Note): void }) {
  const c = pack.counts;
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
            void exportToFile({ packId: pack.id }, { id: pack.id, name: pack.name }).catch((e: unknown) =>
              onNote({ kind: 'error', text: messageOf(e) }),
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
              (e: unknown) => onNote({ kind: 'error', text: messageOf(e) }),
            )
          }
        />
      </div>
    </li>
  );
}
