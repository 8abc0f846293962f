import { useContext, useRef, useState } from 'react';

import { settingsFile as m } from '../../../lib/i18n/catalogue/settings-file';
import { t } from '../../../lib/i18n/t';
import type { SkippedSetting } from '../../../lib/settings/locks';
import { applyImport, type ImportReview as Review, reviewImport, settingLabel } from '../../../lib/settings/review';
import type { Settings } from '../../../lib/settings/schema';
import { loadStoredSecrets } from '../../../lib/settings/secrets';
import { updateSettings } from '../../../lib/settings/store';
import { exportSettings, importSettingsUnderLocks } from '../../../lib/settings/transfer';
import { messageOf } from '../../../lib/util/errors';
import { downloadText } from '../../ui/download';
import { ImportReview } from './ImportReview';
import { LocksContext } from './Lockable';
import type { SettingsSectionProps } from './section-props';

interface Pending {
  /** Each file read gets a fresh review (unticked boxes), even the same file twice. */
  seq: number;
  name: string;
  incoming: Settings;
  review: Review;
  /** Settings the file would change that the organisation locked: not imported. */
  skipped: SkippedSetting[];
}

const skippedText = (skipped: SkippedSetting[]) =>
  skipped.length
    ? t(m.skipped, skipped[0]!.reason.toLowerCase(), skipped.map((s) => settingLabel(s.path)).join('; '))
    : '';

/** Export and import of the team's settings file; an import is reviewed, and applies only on Apply. */
export function SettingsFileSection({ settings, report }: SettingsSectionProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const reads = useRef(0);
  const locks = useContext(LocksContext);
  const onImport = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { incoming, skipped } = importSettingsUnderLocks(await file.text(), settings, locks);
      // Reading the keys binds any from before binding to today's endpoints, before the file can move them.
      const stored = await loadStoredSecrets(settings);
      setPending({
        seq: ++reads.current,
        name: file.name,
        incoming,
        review: reviewImport(settings, incoming, stored),
        skipped,
      });
    } catch (e) {
      setPending(null);
      report('error', t(m.nothingChanged, messageOf(e)));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  const onApply = async ({ name, incoming, review, skipped }: Pending, confirmed: Set<string>) => {
    try {
      await updateSettings((current) => applyImport(current, incoming, confirmed));
      const declined = review.consents.filter((c) => !confirmed.has(c.id));
      const notConfirmed = declined.length ? t(m.notConfirmed, declined.map((c) => c.label).join('; ')) : '';
      report('ok', [t(m.imported, name), notConfirmed, skippedText(skipped)].filter(Boolean).join(' '));
      setPending(null);
    } catch (e) {
      report('error', t(m.nothingChanged, messageOf(e)));
    }
  };
  const onCancel = (name: string) => {
    setPending(null);
    report('ok', t(m.cancelled, name));
  };
  return (
    <fieldset>
      <legend>
        <h2>{t(m.title)}</h2>
      </legend>
      <p className="hint">{t(m.hint)}</p>
      <div className="actions">
        <button
          type="button"
          onClick={() => downloadText('claimlens-settings.json', exportSettings(settings), 'application/json')}
        >
          {t(m.export)}
        </button>
        <label className="button">
          {t(m.import)}…
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            aria-label={t(m.importFile)}
            onChange={(e) => void onImport(e.target.files?.[0])}
          />
        </label>
      </div>
      {pending && (
        <ImportReview
          key={pending.seq}
          name={pending.name}
          review={pending.review}
          skipped={pending.skipped}
          onApply={(c) => void onApply(pending, c)}
          onCancel={() => onCancel(pending.name)}
        />
      )}
    </fieldset>
  );
}
