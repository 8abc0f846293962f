import { type KeyboardEvent, useEffect, useState } from 'react';

import type { LlmTestResult } from '../../../lib/engine/declare/llm';
import { settingsLlm as m } from '../../../lib/i18n/catalogue/settings-llm';
import { formatNumber } from '../../../lib/i18n/format';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
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

/** A service's own name, or a Message where the words around the name are the reader's. */
const PRESETS: { label: string | Message; baseUrl: string }[] = [
  { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1' },
  // not interface text: a service's own name, the same in every language
  { label: 'Together AI', baseUrl: 'https://api.together.xyz/v1' },
  { label: 'Groq', baseUrl: 'https://api.groq.com/openai/v1' },
  { label: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1' },
  { label: m.ollamaLocal, baseUrl: 'http://localhost:11434/v1' },
  { label: m.llamaCppLocal, baseUrl: 'http://localhost:8080/v1' },
  { label: m.vllmLocal, baseUrl: 'http://localhost:8000/v1' },
];

/** Read at render time: the hints of Firefox's build are the engine's own English lines. */
const PROVIDERS: { value: Llm['provider']; label: Message; hint: Message | string; disabled?: boolean }[] = [
  { value: 'none', label: m.noneLabel, hint: m.noneHint },
  {
    value: 'openai-compatible',
    label: m.endpointLabel,
    hint: m.endpointHint,
  },
  {
    value: 'webllm',
    label: m.localLabel,
    hint: import.meta.env.FIREFOX ? LOCAL_UNSUPPORTED : m.localHint,
  },
  {
    value: 'browser',
    label: m.builtinLabel,
    hint: import.meta.env.FIREFOX ? BUILTIN_NOT_IN_FIREFOX : m.builtinHint,
    disabled: import.meta.env.FIREFOX,
  },
];

/** A catalogued message in the reader's language, or a name that is the same in every language. */
function textOf(text: Message | string): string {
  return typeof text === 'string' ? text : t(text);
}

/** Settings → LLM: who weighs the evidence of online checks. */
export function LlmSection({ settings, save }: SettingsSectionProps) {
  const llm = settings.llm;
  const set = (patch: Partial<Llm>) => save('llm', patch);
  return (
    <fieldset>
      <legend>
        <h2>{t(m.title)}</h2>
      </legend>
      <Lockable path="llm.provider">
        <div role="radiogroup" aria-label={t(m.provider)} className="choices">
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
                {t(p.label)}
                <br />
                <span className="hint">{textOf(p.hint)}</span>
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
        {t(m.structured)}
        <select
          value={llm.structuredOutput}
          onChange={(e) => void set({ structuredOutput: e.target.value as Llm['structuredOutput'] })}
        >
          <option value="auto">{t(m.structuredAuto)}</option>
          <option value="json-schema">{t(m.structuredSchema)}</option>
          <option value="json-mode">{t(m.structuredMode)}</option>
        </select>
      </label>
      <Advanced section="llm" keys={['timeoutSeconds', 'maxRetries']} save={save}>
        <NumberField
          label={t(m.timeout)}
          min={5}
          max={600}
          value={llm.timeoutSeconds}
          onChange={(timeoutSeconds) => void set({ timeoutSeconds })}
        />
        <NumberField
          label={t(m.retries)}
          min={0}
          max={5}
          value={llm.maxRetries}
          onChange={(maxRetries) => void set({ maxRetries })}
        />
      </Advanced>
      {/^http:\/\/(localhost|127\.)/.test(llm.baseUrl) && <p className="hint">{t(m.ollamaOrigins)}</p>}
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
          {t(m.service)}
          <select value={preset} onChange={(e) => e.target.value && void set({ baseUrl: e.target.value })}>
            <option value="">{t(m.serviceOther)}</option>
            {PRESETS.map((p) => (
              <option key={p.baseUrl} value={p.baseUrl}>
                {textOf(p.label)}
              </option>
            ))}
          </select>
        </label>
      </Lockable>
      <Lockable path="llm.baseUrl">
        <TextSetting
          label={t(m.baseUrl)}
          type="url"
          value={llm.baseUrl}
          // not interface text: an example address
          placeholder="https://api.example.com/v1"
          onSave={(baseUrl) => set({ baseUrl })}
        />
      </Lockable>
      <Lockable path="llm.model">
        <TextSetting
          label={t(m.model)}
          value={llm.model}
          placeholder={t(m.modelExample)}
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
          {test === 'running' ? t(m.testing) : t(m.testConnection)}
        </button>
        <span className="hint">{t(m.testHint)}</span>
      </div>
      {test && test !== 'running' && (
        <p className={test.ok ? 'ok' : 'error'} role={test.ok ? 'status' : 'alert'}>
          {test.ok
            ? [t(m.connected, test.model, formatNumber(test.ms)), test.note].filter(Boolean).join(' ')
            : t(m.connectionFailed, test.message)}
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
