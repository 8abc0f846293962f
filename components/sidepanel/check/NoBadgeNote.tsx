import { checkTab as m } from '../../../lib/i18n/catalogue/check-tab';
import { t } from '../../../lib/i18n/t';
import { usePanel } from '../store';

/** Why this check has no badge on its page: the background checked the selection here instead. */
export function NoBadgeNote({ checkId }: { checkId: string }) {
  const note = usePanel((s) => s.note);
  if (note?.checkId !== checkId) return null;
  return (
    <p className="notice no-badge" role="status">
      <strong>{t(m.noBadge)}</strong> {note.text}
    </p>
  );
}
