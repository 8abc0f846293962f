import { type KeyboardEvent, useEffect, useState } from 'react';

import type { LlmTestResult } from '../../../lib/engine/declare/llm';
import { LOCAL_UNSUPPORTED } from '../../../lib/llm/webllm-models';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { Settings } from '../../../lib/settings/schema';
import { messageOf } from '../../../lib/util/errors';
import { Advanced } from './Advanced';
import { ApiKeyField } from './ApiKeyField';
import { BuiltinModel } from './BuiltinModel';
import { LocalModels } from './LocalModels';
import { Lockable } from './Lockable';
import { NumberField } from './NumberField';
import type { SaveSection, SettingsSectionProps } from './section-props';
import { BUILTIN_NOT_IN_FIREFOX } from './useBuiltinModel';

type Llm = Settings['llm'];

const PRESETS: { label: string; baseUrl: string }[] = [
  { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1' },
  { label: 'Together AI', baseUrl: 'https://api.together.xyz/v1' },
  { label: 'Groq', baseUrl: 'https://api.groq.com/openai/v1' },
  { label: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1' },
  { label: 'Ollama on this computer', baseUrl: 'http://localhost:11434/v1' },
  { label: 'llama.cpp server on this computer', baseUrl: 'http://localhost:8080/v1' },
  { label: 'vLLM on this computer', baseUrl: 'http://localhost:8000/v1' },
];

const PROVIDERS: { value: Llm['provider']; label: string; hint: string; disabled?: boolean }[] = [
  { value: 'none', label: 'No LLM', hint: 'Online checks stop at the evidence and show it, Unverified.' },
  {
    value: 'openai-compatible',
    label: 'OpenAI-compatible endpoint',
    hint: 'OpenAI, Together, Groq, OpenRouter, or Ollama / llama.cpp / vLLM on this computer.',
  },
  {
    value: 'webllm',
    label: 'Local model on this device (WebGPU)',
    hint: import.meta.env.FIREFOX
      ? LOCAL_UNSUPPORTED
      : 'Runs in the browser; nothing is sent anywhere. Needs a GPU and a download of 1–5 GB.',
  },
  {
    value: 'browser',
    label: 'The browser’s built-in model (Chrome)',
    hint: import.meta.env.FIREFOX
      ? BUILTIN_NOT_IN_FIREFOX
      : 'Gemini Nano, built into Chrome: no key, nothing leaves this device. Chrome downloads it once.',
    disabled: import.meta.env.FIREFOX,
  },
];

/** Settings → LLM: who weighs the evidence of online checks. */
export function LlmSection({ settings, save }: SettingsSectionProps) {
  const llm = settings.llm;
  const set = (patch: Partial<Llm>) => save('llm', patch);
  return (
    <fieldset>
      <legend>
        <h2>LLM tribunal</h2>
      </legend>
      <Lockable path="llm.provider">
        <div role="radiogroup" aria-label="LLM provider" className="choices">
          {PROVIDERS.map((p) => (
            <label key={p.value} className="check">
              <input
                type="radio"
                name="llm-provider"
                value={p.value}
                checked={llm.provider === p.value}
                disabled={p.disabled}
                onChange={() => void set({ provider: p.value })}
              />
              <span>
                {p.label}
                <br />
                <span className="hint">{p.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </Lockable>
      {llm.provider === 'openai-compatible' && <EndpointFields settings={settings} set={set} save={save} />}
      {llm.provider === 'webllm' && (
        <LocalModels selected={llm.localModel} onSelect={(id) => void set({ localModel: id })} />
      )}
      {llm.provider === 'browser' && <BuiltinModel />}
    </fieldset>
  );
}

interface EndpointProps {
  settings: Settings;
  set(patch: Partial<Llm>): Promise<void>;
  save: SaveSection;
}

/** An OpenAI-compatible endpoint: which service, its key, how it answers, and a test of the connection. */
function EndpointFields({ settings, set, save }: EndpointProps) {
  const llm = settings.llm;
  return (
    <>
      <ServiceFields llm={llm} set={set} />
      <ApiKeyField settings={settings} />
      <label>
        Structured output
        <select
          value={llm.structuredOutput}
          onChange={(e) => void set({ structuredOutput: e.target.value as Llm['structuredOutput'] })}
        >
          <option value="auto">Automatic (JSON Schema, else JSON mode)</option>
          <option value="json-schema">JSON Schema only</option>
          <option value="json-mode">JSON mode only</option>
        </select>
      </label>
      <Advanced section="llm" keys={['timeoutSeconds', 'maxRetries']} save={save}>
        <NumberField
          label="Timeout per request (seconds)"
          min={5}
          max={600}
          value={llm.timeoutSeconds}
          onChange={(timeoutSeconds) => void set({ timeoutSeconds })}
        />
        <NumberField
          label="Retries after a failure"
          min={0}
          max={5}
          value={llm.maxRetries}
          onChange={(maxRetries) => void set({ maxRetries })}
        />
      </Advanced>
      {/^http:\/\/(localhost|127\.)/.test(llm.baseUrl) && (
        <p className="hint">
          Ollama answers the extension only when started with OLLAMA_ORIGINS=chrome-extension://* (see
          docs/settings.md).
        </p>
      )}
      <ConnectionTest />
    </>
  );
}

/** The service: a known one from the list or any base URL, and the model it runs. */
function ServiceFields({ llm, set }: { llm: Llm; set(patch: Partial<Llm>): Promise<void> }) {
  const preset = PRESETS.find((p) => p.baseUrl === llm.baseUrl)?.baseUrl ?? '';
  return (
    <>
      <Lockable path="llm.baseUrl">
        <label>
          Service
          <select value={preset} onChange={(e) => e.target.value && void set({ baseUrl: e.target.value })}>
            <option value="">Other (enter the base URL)</option>
            {PRESETS.map((p) => (
              <option key={p.baseUrl} value={p.baseUrl}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      </Lockable>
      <Lockable path="llm.baseUrl">
        <TextSetting
          label="Base URL"
          type="url"
          value={llm.baseUrl}
          placeholder="https://api.example.com/v1"
          onSave={(baseUrl) => set({ baseUrl })}
        />
      </Lockable>
      <Lockable path="llm.model">
        <TextSetting
          label="Model"
          value={llm.model}
          placeholder="e.g. gpt-4o-mini, llama3.1:8b"
          onSave={(model) => set({ model })}
        />
      </Lockable>
    </>
  );
}

/** One short request to the endpoint, with no claim in it, and what came back. */
function ConnectionTest() {
  const [test, setTest] = useState<LlmTestResult | 'running' | null>(null);
  const runTest = async () => {
    setTest('running');
    try {
      setTest(await callEngine('llm.test', {}));
    } catch (e) {
      setTest({ ok: false, message: messageOf(e) });
    }
  };
  return (
    <>
      <div className="actions">
        <button type="button" onClick={() => void runTest()} disabled={test === 'running'}>
          {test === 'running' ? 'Testing…' : 'Test connection'}
        </button>
        <span className="hint">Sends one short request with no claim in it.</span>
      </div>
      {test && test !== 'running' && (
        <p className={test.ok ? 'ok' : 'error'} role={test.ok ? 'status' : 'alert'}>
          {test.ok
            ? `Connected: ${test.model} answered in ${test.ms} ms.${test.note ? ` ${test.note}` : ''}`
            : `Connection failed: ${test.message}`}
        </p>
      )}
    </>
  );
}

/** A text field saved on Enter or when it loses focus, so that typing is not saved letter by letter. */
function TextSetting({
  label,
  value,
  onSave,
  type = 'text',
  placeholder,
}: {
  label: string;
  value: string;
  onSave(v: string): Promise<void>;
  type?: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => draft.trim() !== value && void onSave(draft.trim());
  return (
    <label>
      {label}
      <input
        type={type}
        value={draft}
        placeholder={placeholder}
        spellCheck={false}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && commit()}
      />
    </label>
  );
}
