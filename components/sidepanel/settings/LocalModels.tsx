import { modelsMessages as mm } from '../../../lib/i18n/catalogue/models';
import { modelsLocal as m } from '../../../lib/i18n/catalogue/models-local';
import { settingsLlm as sl } from '../../../lib/i18n/catalogue/settings-llm';
import { t } from '../../../lib/i18n/t';
import type { LocalLlmStatus } from '../../../lib/llm/webllm';
import { formatSize, LOCAL_MODELS, LOCAL_UNSUPPORTED, type LocalModelInfo } from '../../../lib/llm/webllm-models';
import { STATUS_RETRIES, useLocalModels } from './useLocalModels';

/** Local models: pick one, see its size, download it with progress, remove it. */
export function LocalModels({ selected, onSelect }: { selected: string; onSelect(id: string): void }) {
  const { status, error, failures, act } = useLocalModels();
  // The list and sizes show at once; whether each model is downloaded comes from the engine.
  return (
    <>
      {status && !status.supported && (
        <p className="error" role="alert">
          {LOCAL_UNSUPPORTED}
        </p>
      )}
      {status?.supported && !status.webgpu && (
        <p className="error" role="alert">
          {t(m.noWebgpu)}
        </p>
      )}
      <ul className="local-models" aria-label={t(m.list)}>
        {LOCAL_MODELS.map((model) => (
          <LocalModelRow
            key={model.id}
            model={model}
            status={status}
            unknown={failures > STATUS_RETRIES}
            selected={selected === model.id}
            onSelect={() => onSelect(model.id)}
            act={(op) => void act(op, model.id)}
          />
        ))}
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** Whether a local model is downloaded, in words; before the engine answers, that it is being asked. */
function localState(status: LocalLlmStatus | null, cached: boolean, unknown: boolean): string {
  if (!status) return t(unknown ? m.unknown : m.checking);
  return t(cached ? m.downloaded : m.notDownloaded);
}

interface RowProps {
  model: LocalModelInfo;
  status: LocalLlmStatus | null;
  /** The engine did not answer after its retries. */
  unknown: boolean;
  selected: boolean;
  onSelect(): void;
  act(op: 'llm.local.download' | 'llm.local.remove'): void;
}

/** One local model: the choice, its size and state, a download's progress or error, download or remove. */
function LocalModelRow({ model, status, unknown, selected, onSelect, act }: RowProps) {
  const cached = status?.models.find((x) => x.id === model.id)?.cached ?? false;
  const progress = status?.progress?.modelId === model.id ? status.progress : null;
  const failed = status?.error?.modelId === model.id ? status.error.message : '';
  return (
    <li aria-label={model.label}>
      <label className="check">
        <input type="radio" name="local-model" checked={selected} onChange={onSelect} />
        <span>
          <strong>{model.label}</strong> · {formatSize(model.vramMB)} · {localState(status, cached, unknown)}
          <br />
          <span className="hint">{model.note}</span>
        </span>
      </label>
      {progress && (
        <>
          <progress max={1} value={progress.fraction} aria-label={t(mm.downloading, model.label)} />
          <span className="hint">{progress.text}</span>
        </>
      )}
      {failed && (
        <p className="error" role="alert">
          {failed}
        </p>
      )}
      <div className="actions">
        {!cached && (
          <button
            type="button"
            disabled={!status?.supported || !!status.progress || !status.webgpu}
            onClick={() => act('llm.local.download')}
          >
            {t(m.downloadSize, formatSize(model.vramMB))}
          </button>
        )}
        {cached && (
          <button type="button" className="danger" onClick={() => act('llm.local.remove')}>
            {t(sl.remove)}
          </button>
        )}
      </div>
    </li>
  );
}
