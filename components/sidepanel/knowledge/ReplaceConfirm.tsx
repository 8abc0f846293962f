import type { PackSide, Replacement } from '../../../lib/kg/packs/rules';

const n = (x: number) => x.toLocaleString('en-US');
const side = (p: PackSide) => `“${p.name}” version ${p.version} (${n(p.claims)} claims, ${n(p.facts)} facts)`;

/**
 * Asks before an import replaces an installed pack with the same id: memory answers a pack's
 * claims word for word, so the reader sees what goes and what comes. Escape cancels.
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
  const title = `Replace the installed pack “${replaces.installed.name}”?`;
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
      <p id="kg-replace-what">
        A pack with the id “{replaces.packId}” is installed: {side(replaces.installed)}. Importing{' '}
        {side(replaces.incoming)} replaces it, and memory then answers what the new file says.
      </p>
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
