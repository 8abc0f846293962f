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
          No WebGPU adapter was found in this browser, so local models cannot run here. Choose an OpenAI-compatible
          endpoint instead (Ollama on this computer works too).
        </p>
      )}
      <ul className="local-models" aria-label="Local models">
        {LOCAL_MODELS.map((m) => (
          <LocalModelRow
            key={m.id}
            model={m}
            status={status}
            unknown={failures > STATUS_RETRIES}
            selected={selected === m.id}
            onSelect={() => onSelect(m.id)}
            act={(op) => void act(op, m.id)}
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
  if (!status) return unknown ? 'status unknown' : 'checking…';
  return cached ? 'downloaded' : 'not downloaded';
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
function LocalModelRow({ model: m, status, unknown, selected, onSelect, act }: RowProps) {
  const cached = status?.models.find((x) => x.id === m.id)?.cached ?? false;
  const progress = status?.progress?.modelId === m.id ? status.progress : null;
  const failed = status?.error?.modelId === m.id ? status.error.message : '';
  return (
    <li aria-label={m.label}>
      <label className="check">
        <input type="radio" name="local-model" checked={selected} onChange={onSelect} />
        <span>
          <strong>{m.label}</strong> · {formatSize(m.vramMB)} · {localState(status, cached, unknown)}
          <br />
          <span className="hint">{m.note}</span>
        </span>
      </label>
      {progress && (
        <>
          <progress max={1} value={progress.fraction} aria-label={`Downloading ${m.label}`} />
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
            Download {formatSize(m.vramMB)}
          </button>
        )}
        {cached && (
          <button type="button" className="danger" onClick={() => act('llm.local.remove')}>
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
