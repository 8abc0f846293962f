import { knowledgePacks as m } from '../../../lib/i18n/catalogue/knowledge-packs';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import type { PackSide, Replacement } from '../../../lib/panel/packs';

const n = (x: number) => formatNumber(x);
const side = (p: PackSide) => t(m.side, p.name, p.version, n(p.claims), n(p.facts));

const word = (s: string) => t(s === 'TRUE' ? m.verdictTrue : m.verdictFalse);

/**
 * Asks before an import replaces an installed pack with the same id, or changes a verdict another
 * origin holds: memory answers a pack's claims word for word, so the reader sees what goes and
 * what comes, claim by claim. Escape cancels.
 */
export function ReplaceConfirm({
  replaces,
  onReplace,
  onCancel,
}: {
  replaces: Replacement;
  onReplace(): void;
  onCancel(): void;
}) {
  const { installed, conflicts = [] } = replaces;
  const title = installed
    ? t(m.replaceInstalled, installed.name)
    : conflicts.length === 1
      ? t(m.changeOne, replaces.incoming.name)
      : t(m.changeOther, replaces.incoming.name, n(conflicts.length));
  return (
    <div
      className="kg-replace"
      role="alertdialog"
      aria-label={title}
      aria-describedby="kg-replace-what"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <strong>{title}</strong>
      <div id="kg-replace-what">
        {installed && <p>{t(m.installedBody, replaces.packId, side(installed), side(replaces.incoming))}</p>}
        {conflicts.length > 0 && (
          <>
            <p>{t(m.conflictBody, side(replaces.incoming))}</p>
            <ul className="kg-conflicts">
              {conflicts.map((c) => (
                <li key={c.id}>{t(m.conflictLine, c.text, word(c.held), c.heldBy.join(', '), word(c.offered))}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="actions">
        <button type="button" className="danger" onClick={onReplace}>
          {t(m.replace)}
        </button>
        {/* Focus starts on the safe choice: Enter by habit keeps the installed pack. */}
        <button type="button" autoFocus onClick={onCancel}>
          {t(m.cancel)}
        </button>
      </div>
    </div>
  );
}
