import { useRef, useState } from 'react';

import { modelsLocal as m } from '../../../lib/i18n/catalogue/models-local';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { ModelStatus } from '../../../lib/ml/manager';
import type { ModelSettings } from '../../../lib/settings/sections/models';
import { messageOf } from '../../../lib/util/errors';
import type { Report } from '../../ui/status';
import { planImport, stageFiles } from './model-import';

interface Props {
  models: ModelSettings;
  known: ModelStatus[];
  set(patch: Partial<ModelSettings>): Promise<void>;
  report: Report;
  /** Asks the engine again for the models' state, which the import changed. */
  refresh(): void;
}

/** Settings → Models → import: files or a folder for a known model, or a team's model with its claimlens-model.json. */
export function ModelImport({ models, known, set, report, refresh }: Props) {
  const [importFor, setImportFor] = useState('');
  const filesRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);

  const onImport = async (picked: FileList | null) => {
    if (!picked?.length) return;
    try {
      const plan = await planImport([...picked]);
      const id = plan.entry?.id ?? importFor;
      if (!id) throw new Error(t(m.chooseModel));
      if (plan.entry) {
        const custom = [...models.custom.filter((c) => c.id !== plan.entry!.id), plan.entry];
        await set({ custom });
      }
      if (plan.files.length) {
        const paths = await stageFiles(id, plan.files);
        await callEngine('models.import', { modelId: id, paths });
        report('ok', t(m.imported, tCount(plan.files.length, m.filesOne, m.filesOther), id));
      } else report('ok', t(m.added, id));
    } catch (e) {
      report('error', t(m.nothingImported, messageOf(e)));
    } finally {
      if (filesRef.current) filesRef.current.value = '';
      if (folderRef.current) folderRef.current.value = '';
      refresh();
    }
  };

  return (
    <div className="actions">
      <label>
        {t(m.importFor)}
        <select value={importFor} onChange={(e) => setImportFor(e.target.value)}>
          <option value="">{t(m.importForJson)}</option>
          {known.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </select>
      </label>
      <label className="button">
        {t(m.importFiles)}…
        <input
          ref={filesRef}
          type="file"
          multiple
          className="visually-hidden"
          aria-label={t(m.importFiles)}
          onChange={(e) => void onImport(e.target.files)}
        />
      </label>
      <label className="button">
        {t(m.importFolder)}…
        <input
          ref={folderRef}
          type="file"
          multiple
          className="visually-hidden"
          aria-label={t(m.importFolder)}
          {...{ webkitdirectory: '' }}
          onChange={(e) => void onImport(e.target.files)}
        />
      </label>
    </div>
  );
}
