import { useEffect, useState } from 'react';

import { describeDevice } from '../../../lib/ml/describe';
import { defaultThreads } from '../../../lib/ml/device-choice';
import { formatBytes } from '../../../lib/ml/errors';
import { parseMirrorUrl } from '../../../lib/ml/registry';
import type { ModelSettings } from '../../../lib/settings/sections/models';
import { messageOf } from '../../../lib/util/errors';
import type { Report } from '../../ui/status';
import { Lockable } from './Lockable';
import { ModelImport } from './ModelImport';
import { ModelRow } from './ModelRow';
import type { SettingsSectionProps } from './section-props';
import { TranslationPairs } from './TranslationPairs';
import { useModels } from './useModels';

/** Settings → Models: device, where files come from, the models with their state, import. */
export function ModelsSection({ settings, save, report }: SettingsSectionProps) {
  const models = settings.models;
  const set = (patch: Partial<ModelSettings>) => save('models', patch);
  const { status, error, refresh } = useModels(JSON.stringify(models));
  return (
    <fieldset aria-label="Models">
      <legend>
        <h2>Models</h2>
      </legend>
      {status && (
        <p role="status" aria-label="Inference device">
          Device: {describeDevice(status.device)}
          {status.device.note && <span className="hint"> — {status.device.note}</span>}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <RunFields models={models} set={set} />
      <SourceFields models={models} set={set} report={report} />
      {(['embed', 'nli'] as const).map((task) => (
        <section key={task} aria-label={task === 'embed' ? 'Embedding models' : 'NLI models'}>
          <h3>
            {task === 'embed' ? 'Embeddings (finding related knowledge)' : 'NLI (does the evidence support the claim?)'}
          </h3>
          <ul className="models">
            {(status?.models.filter((m) => m.task === task) ?? []).map((m) => (
              <ModelRow
                key={m.id}
                model={m}
                selected={m.id === (task === 'embed' ? models.embedModelId : models.nliModelId)}
                report={report}
                onChanged={() => void refresh()}
                onSelect={() => void set(task === 'embed' ? { embedModelId: m.id } : { nliModelId: m.id })}
              />
            ))}
          </ul>
        </section>
      ))}
      <TranslationPairs />
      {status?.storage && (
        <p className="hint">
          Storage: {formatBytes(status.storage.usage)} used of {formatBytes(status.storage.quota)} available to
          ClaimLens.
        </p>
      )}
      <ModelImport
        models={models}
        known={status?.models ?? []}
        set={set}
        report={report}
        refresh={() => void refresh()}
      />
    </fieldset>
  );
}

interface FieldProps {
  models: ModelSettings;
  set(patch: Partial<ModelSettings>): Promise<void>;
}

/** How the models run: the device, WASM threads, when idle models are unloaded. */
function RunFields({ models, set }: FieldProps) {
  const cores = navigator.hardwareConcurrency || 1;
  return (
    <>
      <Lockable path="models.device">
        <label>
          Run models on
          <select
            value={models.device}
            onChange={(e) => void set({ device: e.target.value as ModelSettings['device'] })}
          >
            <option value="auto">Best available (WebGPU on a hardware GPU, else WASM)</option>
            <option value="webgpu">WebGPU if available</option>
            <option value="wasm">WASM (CPU) only</option>
          </select>
        </label>
      </Lockable>
      <Lockable path="models.threads">
        <label>
          WASM threads
          <select value={models.threads} onChange={(e) => void set({ threads: Number(e.target.value) })}>
            <option value={0}>Automatic ({defaultThreads(cores)} here)</option>
            {Array.from({ length: Math.min(16, cores) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </Lockable>
      <Lockable path="models.idleUnloadMinutes">
        <label>
          Unload models after (minutes unused, 0 = never)
          <input
            type="number"
            min={0}
            max={1440}
            value={models.idleUnloadMinutes}
            onChange={(e) =>
              Number.isInteger(e.target.valueAsNumber) &&
              e.target.valueAsNumber >= 0 &&
              e.target.valueAsNumber <= 1440 &&
              void set({ idleUnloadMinutes: e.target.valueAsNumber })
            }
          />
        </label>
      </Lockable>
    </>
  );
}

/** Where model files come from: whether downloads are allowed, the Hub or a mirror, the mirror's address. */
function SourceFields({ models, set, report }: FieldProps & { report: Report }) {
  const [mirror, setMirror] = useState(models.mirrorUrl);
  // A mirror the organisation sets (or changes) shows at once.
  useEffect(() => setMirror(models.mirrorUrl), [models.mirrorUrl]);
  const saveMirror = () => {
    try {
      void set({
        mirrorUrl: mirror.trim() ? parseMirrorUrl(mirror) : '',
        source: mirror.trim() ? models.source : 'hub',
      });
    } catch (e) {
      report('error', messageOf(e));
    }
  };
  return (
    <>
      <Lockable path="models.downloads">
        <label>
          Model downloads
          <select
            value={models.downloads}
            onChange={(e) => void set({ downloads: e.target.value as ModelSettings['downloads'] })}
          >
            <option value="allowed">Allowed (one click from a check, or below)</option>
            <option value="off">Off (models come only from files added below)</option>
          </select>
        </label>
      </Lockable>
      <Lockable path="models.source">
        <label>
          Download models from
          <select
            value={models.source}
            onChange={(e) => void set({ source: e.target.value as ModelSettings['source'] })}
          >
            <option value="hub">Hugging Face Hub</option>
            <option value="mirror">A mirror (company or offline network)</option>
          </select>
        </label>
      </Lockable>
      {models.source === 'mirror' && (
        <Lockable path="models.mirrorUrl">
          <label>
            Mirror base URL
            <input
              type="url"
              value={mirror}
              placeholder="https://models.example.org"
              onChange={(e) => setMirror(e.target.value)}
              onBlur={saveMirror}
              onKeyDown={(e) => e.key === 'Enter' && saveMirror()}
            />
          </label>
        </Lockable>
      )}
    </>
  );
}
