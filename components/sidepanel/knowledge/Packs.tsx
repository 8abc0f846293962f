import { knowledgePacks as m } from '../../../lib/i18n/catalogue/knowledge-packs';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import { exportPackFile, type ExportSelection, type PackRecord, STARTER_PACK_ID } from '../../../lib/panel/packs';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { downloadText } from '../../ui/download';
import { usePacks } from '../data/usePacks';
import { type Note, type NotedRun, NoteLine, useNotedAction } from './Note';
import { PackImport } from './PackImport';

const n = (x: number) => formatNumber(x);

/** The whole graph's file: the name is written into it and read by other browsers, so it stays as it is. */
// not interface text: a pack's name inside the exported file
const WHOLE_GRAPH = { id: 'claimlens-knowledge', name: 'ClaimLens knowledge' };

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
    <section aria-label={t(m.packsLabel)}>
      <h2>{t(m.packs)}</h2>
      {installed.length === 0 && <p className="empty">{t(m.noPacks)}</p>}
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
          onClick={() => void run(async () => (await exportToFile({ all: true }, WHOLE_GRAPH), t(m.exportedAll)))}
        >
          {t(m.exportAll)}
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
          (await callEngine('kg.installStarter', {})).state === 'installed' ? t(m.starterAgain) : t(m.starterInstalled),
        )
      }
    >
      {t(m.reinstallStarter)}
    </button>
  );
}

function PackRow({ pack, onNote }: { pack: PackRecord; onNote(n: Note): void }) {
  const c = pack.counts;
  return (
    <li aria-label={t(m.packRow, pack.name)}>
      <strong>{pack.name}</strong> <span className="hint">{pack.version}</span>
      <p className="hint">
        {t(m.packCounts, n(c.claims), n(c.facts), n(c.entities), n(c.sources), formatDate(pack.installedAt))}
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
          {t(m.export)}
        </button>
        <ConfirmButton
          label={t(m.remove)}
          confirmLabel={t(m.removeConfirm, pack.name)}
          onConfirm={() =>
            void callEngine('kg.removePack', { packId: pack.id }).then(
              (r) =>
                onNote({
                  kind: 'ok',
                  text: t(m.removed, pack.name, n(r.removed)),
                }),
              (e: unknown) => onNote({ kind: 'error', text: messageOf(e) }),
            )
          }
        />
      </div>
    </li>
  );
}
