import { useRef, useState } from 'react';

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
      if (!id) throw new Error('Choose which model these files are for, or include its claimlens-model.json.');
      if (plan.entry) {
        const custom = [...models.custom.filter((c) => c.id !== plan.entry!.id), plan.entry];
        await set({ custom });
      }
      if (plan.files.length) {
        const paths = await stageFiles(id, plan.files);
        await callEngine('models.import', { modelId: id, paths });
        report('ok', `Imported ${plan.files.length} file${plan.files.length === 1 ? '' : 's'} for ${id}.`);
      } else report('ok', `Added ${id} to the models. Download it, or import its files.`);
    } catch (e) {
      report('error', `Nothing was imported. ${messageOf(e)}`);
    } finally {
      if (filesRef.current) filesRef.current.value = '';
      if (folderRef.current) folderRef.current.value = '';
      refresh();
    }
  };

  return (
    <div className="actions">
      <label>
        Import files for
        <select value={importFor} onChange={(e) => setImportFor(e.target.value)}>
          <option value="">the model in claimlens-model.json</option>
          {known.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className="button">
        Import model files…
        <input
          ref={filesRef}
          type="file"
          multiple
          className="visually-hidden"
          aria-label="Import model files"
          onChange={(e) => void onImport(e.target.files)}
        />
      </label>
      <label className="button">
        Import a model folder…
        <input
          ref={folderRef}
          type="file"
          multiple
          className="visually-hidden"
          aria-label="Import a model folder"
          {...{ webkitdirectory: '' }}
          onChange={(e) => void onImport(e.target.files)}
        />
      </label>
    </div>
  );
}
