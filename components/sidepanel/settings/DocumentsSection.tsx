import { settingsPages as m } from '../../../lib/i18n/catalogue/settings-pages';
import { t } from '../../../lib/i18n/t';
import type { Settings } from '../../../lib/settings/schema';
import { Advanced } from './Advanced';
import { Lockable } from './Lockable';
import { NumberField } from './NumberField';
import { OpenPdfs } from './OpenPdfs';
import type { SettingsSectionProps } from './section-props';

type DocumentSettings = Settings['documents'];

/**
 * Settings → Documents: the library on or off, the largest file, how lists run, whether PDFs
 * open in ClaimLens, and (advanced) how documents are cut.
 */
export function DocumentsSection({ settings, save, report }: SettingsSectionProps) {
  const d = settings.documents;
  // `save` reports its own outcome (Saved. or the error) under the sections.
  const set = (patch: Partial<DocumentSettings>) => void save('documents', patch);
  return (
    <fieldset>
      <legend>
        <h2>{t(m.documents)}</h2>
      </legend>
      <Lockable path="documents.enabled">
        <label className="check">
          <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          {t(m.docsEnabled)}
        </label>
      </Lockable>
      <OpenPdfs on={d.openPdfs} save={save} report={report} />
      <NumberField
        label={t(m.largestFile)}
        min={1}
        max={500}
        value={d.maxFileMb}
        onChange={(n) => set({ maxFileMb: n })}
      />
      <NumberField
        label={t(m.listConcurrency)}
        min={1}
        max={8}
        value={d.batchConcurrency}
        onChange={(n) => set({ batchConcurrency: n })}
      />
      <Advanced section="documents" keys={['chunking']} save={save}>
        <label>
          {t(m.cutInto)}
          <select
            value={d.chunking}
            onChange={(e) => set({ chunking: e.target.value as DocumentSettings['chunking'] })}
          >
            <option value="chars-500-150">{t(m.chars)}</option>
            <option value="tokens-512-100">{t(m.tokens)}</option>
          </select>
        </label>
        <p className="hint">{t(m.reindexHint)}</p>
      </Advanced>
    </fieldset>
  );
}
