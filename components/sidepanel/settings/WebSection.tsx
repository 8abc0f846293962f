import { useState } from 'react';

import type { TestSearchResult } from '../../../lib/engine/declare/web';
import { settingsLlm as sl } from '../../../lib/i18n/catalogue/settings-llm';
import { settingsWeb as m } from '../../../lib/i18n/catalogue/settings-web';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { Settings } from '../../../lib/settings/schema';
import { messageOf } from '../../../lib/util/errors';
import type { Report } from '../../ui/status';
import { Lockable } from './Lockable';
import { grantOnlineAccess, ONLINE_REFUSED } from './online-access';
import type { SettingsSectionProps } from './section-props';
import { useSecrets } from './useSecrets';
import { WebAdvanced } from './WebAdvanced';
import { KeyField, UrlField } from './WebFields';

type Web = Settings['web'];

interface FieldsProps {
  web: Web;
  /** Saves a change that may reach new hosts: access is asked for first, while the click lasts. */
  setOnline(patch: Partial<Web>): Promise<void>;
  secrets: ReturnType<typeof useSecrets>;
  /** Whether the key was saved (a failure is reported, and the field keeps what was typed). */
  onKey(name: 'braveApiKey' | 'factCheckApiKey', value: string | undefined): Promise<boolean>;
}

/** Settings → Web: whether claims are searched online, with which service and sources, and its limits. */
export function WebSection({ settings, save, report }: SettingsSectionProps) {
  const web = settings.web;
  const secrets = useSecrets(settings);
  const set = (patch: Partial<Web>) => save('web', patch);

  const setOnline = async (patch: Partial<Web>) => {
    const next = { ...web, ...patch };
    if (next.enabled && !(await grantOnlineAccess(next))) {
      report('error', t(ONLINE_REFUSED));
      return;
    }
    await set(patch);
  };
  const onKey = async (name: 'braveApiKey' | 'factCheckApiKey', value: string | undefined) => {
    try {
      await secrets.save(name, value);
      report('ok', value ? t(m.keySavedHere) : t(sl.keyRemoved));
      return true;
    } catch (e) {
      report('error', messageOf(e));
      return false;
    }
  };
  const fields = { web, setOnline, secrets, onKey };

  return (
    <fieldset aria-label={t(m.title)}>
      <legend>
        <h2>{t(m.title)}</h2>
      </legend>
      <Lockable path="web.enabled">
        <label className="check">
          <input
            type="checkbox"
            checked={web.enabled}
            onChange={(e) => void setOnline({ enabled: e.target.checked })}
          />
          {t(m.enabled)}
        </label>
      </Lockable>
      <p className="hint">{t(m.enabledHint)}</p>
      <SearchService {...fields} />
      <Lockable path="web.europePmc">
        <label className="check">
          <input type="checkbox" checked={web.europePmc} onChange={(e) => void set({ europePmc: e.target.checked })} />
          {t(m.europePmc)}
        </label>
      </Lockable>
      <FactCheckFields {...fields} />
      <Lockable path="web.llmQuery">
        <label className="check">
          <input type="checkbox" checked={web.llmQuery} onChange={(e) => void set({ llmQuery: e.target.checked })} />
          {t(m.llmQuery)}
        </label>
      </Lockable>
      <TestSearch enabled={web.enabled} report={report} />
      <WebAdvanced web={web} save={save} />
    </fieldset>
  );
}

/** The search service, with its address and, for Brave, its key. */
function SearchService({ web, setOnline, secrets, onKey }: FieldsProps) {
  return (
    <>
      <Lockable path="web.provider">
        <label>
          {t(m.searchWith)}
          <select
            value={web.provider}
            onChange={(e) => void setOnline({ provider: e.target.value as Web['provider'] })}
          >
            <option value="duckduckgo">{t(m.duckduckgo)}</option>
            <option value="searxng">{t(m.searxng)}</option>
            <option value="brave">{t(m.brave)}</option>
          </select>
        </label>
      </Lockable>
      {web.provider === 'duckduckgo' && (
        <UrlField
          path="web.duckduckgoUrl"
          label={t(m.duckduckgoUrl)}
          value={web.duckduckgoUrl}
          onSave={(v) => setOnline({ duckduckgoUrl: v })}
        />
      )}
      {web.provider === 'searxng' && (
        <UrlField
          path="web.searxngUrl"
          label={t(m.searxng)}
          value={web.searxngUrl}
          // not interface text: an example address
          placeholder="https://searx.example.org"
          onSave={(v) => setOnline({ searxngUrl: v })}
        />
      )}
      {web.provider === 'brave' && (
        <>
          <KeyField
            label={t(m.braveKey)}
            state={secrets.state('braveApiKey')}
            onSave={(v) => onKey('braveApiKey', v)}
          />
          <UrlField
            path="web.braveUrl"
            label={t(m.braveUrl)}
            value={web.braveUrl}
            onSave={(v) => setOnline({ braveUrl: v })}
          />
        </>
      )}
    </>
  );
}

/** Fact-checkers' ratings from Google Fact Check Tools: on or off, with its key and address. */
function FactCheckFields({ web, setOnline, secrets, onKey }: FieldsProps) {
  return (
    <>
      <Lockable path="web.factCheck">
        <label className="check">
          <input
            type="checkbox"
            checked={web.factCheck}
            onChange={(e) => void setOnline({ factCheck: e.target.checked })}
          />
          {t(m.factCheck)}
        </label>
      </Lockable>
      {web.factCheck && (
        <>
          <KeyField
            label={t(m.factCheckKey)}
            state={secrets.state('factCheckApiKey')}
            onSave={(v) => onKey('factCheckApiKey', v)}
          />
          <UrlField
            path="web.factCheckUrl"
            label={t(m.factCheckUrl)}
            value={web.factCheckUrl}
            onSave={(v) => setOnline({ factCheckUrl: v })}
          />
        </>
      )}
    </>
  );
}

/** A test search with the settings as they are: what the service found, and which results are trusted. */
function TestSearch({ enabled, report }: { enabled: boolean; report: Report }) {
  const [query, setQuery] = useState(() => t(m.sampleQuery));
  const [test, setTest] = useState<TestSearchResult | null>(null);
  const onTest = async () => {
    setTest(null);
    try {
      setTest(await callEngine('web.testSearch', { query }));
    } catch (e) {
      report('error', messageOf(e));
    }
  };
  return (
    <>
      <div className="actions">
        <input aria-label={t(m.testQuery)} value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" onClick={() => void onTest()} disabled={!enabled}>
          {t(m.testSearch)}
        </button>
      </div>
      {test && (
        <div role="status" aria-label={t(m.testResult)}>
          <p>
            {t(
              m.found,
              test.provider,
              formatNumber(test.results.length),
              test.query,
              formatNumber(test.ms),
              formatNumber(test.results.filter((r) => r.trusted).length),
            )}
          </p>
          <ul className="hint">
            {test.results.slice(0, 8).map((r) => (
              <li key={r.url}>
                {r.trusted ? '✓ ' : '· '}
                {r.title || r.url}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
