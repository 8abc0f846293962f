import { useEffect, useState } from 'react';

import type { LocalLlmStatus } from '../../../lib/llm/webllm';
import { formatSize, LOCAL_MODELS, LOCAL_UNSUPPORTED } from '../../../lib/llm/webllm-models';
import { callEngine } from '../../../lib/messaging/engine-call';
import { messageOf } from '../../../lib/util/errors';

const STATUS_RETRIES = 4;

/** Local models: pick one, see its size, download it with progress, remove it. */
export function LocalModels({ selected, onSelect }: { selected: string; onSelect(id: string): void }) {
  const [status, setStatus] = useState<LocalLlmStatus | null>(null);
  const [error, setError] = useState('');
  const [failures, setFailures] = useState(0);
  const refresh = () =>
    callEngine('llm.local.status', {}).then(
      (s) => {
        setStatus(s);
        setError('');
        setFailures(0);
      },
      (e: Error) => {
        setError(e.message);
        setFailures((n) => n + 1);
      },
    );
  useEffect(() => {
    void refresh();
  }, []);
  // The engine may be starting (first run installs the starter pack): ask again a few times.
  useEffect(() => {
    if (status || !failures || failures > STATUS_RETRIES) return;
    const timer = setTimeout(() => void refresh(), 1000 * failures);
    return () => clearTimeout(timer);
  }, [failures, status]);
  // Poll while a download runs: progress lives in the engine worker.
  useEffect(() => {
    if (!status?.progress) return;
    const timer = setInterval(() => void refresh(), 700);
    return () => clearInterval(timer);
  }, [status?.progress?.modelId]);

  const act = async (op: 'llm.local.download' | 'llm.local.remove', modelId: string) => {
    try {
      await callEngine(op, { modelId });
      await refresh();
    } catch (e) {
      setError(messageOf(e));
    }
  };
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
        {LOCAL_MODELS.map((m) => {
          const cached = status?.models.find((x) => x.id === m.id)?.cached ?? false;
          const progress = status?.progress?.modelId === m.id ? status.progress : null;
          const failed = status?.error?.modelId === m.id ? status.error.message : '';
          const state = !status
            ? failures > STATUS_RETRIES
              ? 'status unknown'
              : 'checking…'
            : cached
              ? 'downloaded'
              : 'not downloaded';
          return (
            <li key={m.id} aria-label={m.label}>
              <label className="check">
                <input type="radio" name="local-model" checked={selected === m.id} onChange={() => onSelect(m.id)} />
                <span>
                  <strong>{m.label}</strong> · {formatSize(m.vramMB)} · {state}
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
                    onClick={() => void act('llm.local.download', m.id)}
                  >
                    Download {formatSize(m.vramMB)}
                  </button>
                )}
                {cached && (
                  <button type="button" className="danger" onClick={() => void act('llm.local.remove', m.id)}>
                    Remove
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
