import { useEffect, useState } from 'react';

import { modelsMessages as m } from '../../../lib/i18n/catalogue/models';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
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

// not interface text: a service's own name, the same in every language
const HUB = 'Hugging Face Hub';

/** Settings → Models: device, where files come from, the models with their state, import. */
export function ModelsSection({ settings, save, report }: SettingsSectionProps) {
  const models = settings.models;
  const set = (patch: Partial<ModelSettings>) => save('models', patch);
  const { status, error, refresh } = useModels(JSON.stringify(models));
  return (
    <fieldset aria-label={t(m.title)}>
      <legend>
        <h2>{t(m.title)}</h2>
      </legend>
      {status && (
        <p role="status" aria-label={t(m.device)}>
          {t(m.deviceLine, describeDevice(status.device))}
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
        <section key={task} aria-label={t(task === 'embed' ? m.embedModels : m.nliModels)}>
          <h3>{t(task === 'embed' ? m.embedHeading : m.nliHeading)}</h3>
          <ul className="models">
            {(status?.models.filter((s) => s.task === task) ?? []).map((s) => (
              <ModelRow
                key={s.id}
                model={s}
                selected={s.id === (task === 'embed' ? models.embedModelId : models.nliModelId)}
                report={report}
                onChanged={() => void refresh()}
                onSelect={() => void set(task === 'embed' ? { embedModelId: s.id } : { nliModelId: s.id })}
              />
            ))}
          </ul>
        </section>
      ))}
      <TranslationPairs />
      {status?.storage && (
        <p className="hint">{t(m.storage, formatBytes(status.storage.usage), formatBytes(status.storage.quota))}</p>
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
          {t(m.runOn)}
          <select
            value={models.device}
            onChange={(e) => void set({ device: e.target.value as ModelSettings['device'] })}
          >
            <option value="auto">{t(m.runAuto)}</option>
            <option value="webgpu">{t(m.runWebgpu)}</option>
            <option value="wasm">{t(m.runWasm)}</option>
          </select>
        </label>
      </Lockable>
      <Lockable path="models.threads">
        <label>
          {t(m.threads)}
          <select value={models.threads} onChange={(e) => void set({ threads: Number(e.target.value) })}>
            <option value={0}>{t(m.threadsAuto, formatNumber(defaultThreads(cores)))}</option>
            {Array.from({ length: Math.min(16, cores) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {formatNumber(n)}
              </option>
            ))}
          </select>
        </label>
      </Lockable>
      <Lockable path="models.idleUnloadMinutes">
        <label>
          {t(m.unloadAfter)}
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
          {t(m.downloads)}
          <select
            value={models.downloads}
            onChange={(e) => void set({ downloads: e.target.value as ModelSettings['downloads'] })}
          >
            <option value="allowed">{t(m.downloadsAllowed)}</option>
            <option value="off">{t(m.downloadsOff)}</option>
          </select>
        </label>
      </Lockable>
      <Lockable path="models.source">
        <label>
          {t(m.downloadFrom)}
          <select
            value={models.source}
            onChange={(e) => void set({ source: e.target.value as ModelSettings['source'] })}
          >
            <option value="hub">{HUB}</option>
            <option value="mirror">{t(m.sourceMirror)}</option>
          </select>
        </label>
      </Lockable>
      {models.source === 'mirror' && (
        <Lockable path="models.mirrorUrl">
          <label>
            {t(m.mirrorUrl)}
            <input
              type="url"
              value={mirror}
              // not interface text: an example address
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
