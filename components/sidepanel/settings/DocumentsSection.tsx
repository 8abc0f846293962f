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
        <h2>Documents</h2>
      </legend>
      <Lockable path="documents.enabled">
        <label className="check">
          <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          Check claims against my documents (Documents tab), before the web
        </label>
      </Lockable>
      <OpenPdfs on={d.openPdfs} save={save} report={report} />
      <NumberField
        label="Largest file, in MB"
        min={1}
        max={500}
        value={d.maxFileMb}
        onChange={(n) => set({ maxFileMb: n })}
      />
      <NumberField
        label="Claims of a list checked at once"
        min={1}
        max={8}
        value={d.batchConcurrency}
        onChange={(n) => set({ batchConcurrency: n })}
      />
      <Advanced section="documents" keys={['chunking']} save={save}>
        <label>
          Cut documents into
          <select
            value={d.chunking}
            onChange={(e) => set({ chunking: e.target.value as DocumentSettings['chunking'] })}
          >
            <option value="chars-500-150">500 characters, 150 overlapping (default)</option>
            <option value="tokens-512-100">512 tokens, 100 overlapping</option>
          </select>
        </label>
        <p className="hint">A new choice applies to documents added or re-indexed afterwards.</p>
      </Advanced>
    </fieldset>
  );
}
