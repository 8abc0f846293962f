import type { PackSide, Replacement } from '../../../lib/panel/packs';

const n = (x: number) => x.toLocaleString('en-US');
const side = (p: PackSide) => `“${p.name}” version ${p.version} (${n(p.claims)} claims, ${n(p.facts)} facts)`;

const word = (s: string) => (s === 'TRUE' ? 'True' : 'False');

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
    ? `Replace the installed pack “${installed.name}”?`
    : `Let “${replaces.incoming.name}” change ${conflicts.length === 1 ? 'a verdict' : `${n(conflicts.length)} verdicts`} memory holds?`;
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
        {installed && (
          <p>
            A pack with the id “{replaces.packId}” is installed: {side(installed)}. Importing {side(replaces.incoming)}{' '}
            replaces it, and memory then answers what the new file says.
          </p>
        )}
        {conflicts.length > 0 && (
          <>
            <p>
              {side(replaces.incoming)} says the opposite of what memory holds from another source. Replace changes
              these verdicts; removing the pack later restores them.
            </p>
            <ul className="kg-conflicts">
              {conflicts.map((c) => (
                <li key={c.id}>
                  “{c.text}”: {word(c.held)} (from {c.heldBy.join(', ')}) → {word(c.offered)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="actions">
        <button type="button" className="danger" onClick={onReplace}>
          Replace
        </button>
        {/* Focus starts on the safe choice: Enter by habit keeps the installed pack. */}
        <button type="button" autoFocus onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
