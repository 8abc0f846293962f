import { useState } from 'react';

import type { TestSearchResult } from '../../../lib/engine/declare/web';
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
  onKey(name: 'braveApiKey' | 'factCheckApiKey', value: string | undefined): Promise<void>;
}

/** Settings → Web: whether claims are searched online, with which service and sources, and its limits. */
export function WebSection({ settings, save, report }: SettingsSectionProps) {
  const web = settings.web;
  const secrets = useSecrets(settings);
  const set = (patch: Partial<Web>) => save('web', patch);

  const setOnline = async (patch: Partial<Web>) => {
    const next = { ...web, ...patch };
    if (next.enabled && !(await grantOnlineAccess(next))) {
      report('error', ONLINE_REFUSED);
      return;
    }
    await set(patch);
  };
  const onKey = async (name: 'braveApiKey' | 'factCheckApiKey', value: string | undefined) => {
    try {
      await secrets.save(name, value);
      report('ok', value ? 'API key saved on this browser only; it is sent only to this address.' : 'API key removed.');
    } catch (e) {
      report('error', messageOf(e));
    }
  };
  const fields = { web, setOnline, secrets, onKey };

  return (
    <fieldset aria-label="Web">
      <legend>
        <h2>Web</h2>
      </legend>
      <Lockable path="web.enabled">
        <label className="check">
          <input
            type="checkbox"
            checked={web.enabled}
            onChange={(e) => void setOnline({ enabled: e.target.checked })}
          />
          Search my trusted sources online when memory cannot settle a claim
        </label>
      </Lockable>
      <p className="hint">
        Off: nothing leaves this device. On: the claim’s search query goes to the search service, and only trusted sites
        are read.
      </p>
      <SearchService {...fields} />
      <Lockable path="web.europePmc">
        <label className="check">
          <input type="checkbox" checked={web.europePmc} onChange={(e) => void set({ europePmc: e.target.checked })} />
          Add scientific abstracts from Europe PMC (no key; retracted papers are never used)
        </label>
      </Lockable>
      <FactCheckFields {...fields} />
      <Lockable path="web.llmQuery">
        <label className="check">
          <input type="checkbox" checked={web.llmQuery} onChange={(e) => void set({ llmQuery: e.target.checked })} />
          Let the LLM (Settings → LLM) write the search query
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
          Search with
          <select
            value={web.provider}
            onChange={(e) => void setOnline({ provider: e.target.value as Web['provider'] })}
          >
            <option value="duckduckgo">DuckDuckGo (no key)</option>
            <option value="searxng">SearXNG instance</option>
            <option value="brave">Brave Search API (key)</option>
          </select>
        </label>
      </Lockable>
      {web.provider === 'duckduckgo' && (
        <UrlField
          path="web.duckduckgoUrl"
          label="DuckDuckGo HTML address"
          value={web.duckduckgoUrl}
          onSave={(v) => setOnline({ duckduckgoUrl: v })}
        />
      )}
      {web.provider === 'searxng' && (
        <UrlField
          path="web.searxngUrl"
          label="SearXNG instance"
          value={web.searxngUrl}
          placeholder="https://searx.example.org"
          onSave={(v) => setOnline({ searxngUrl: v })}
        />
      )}
      {web.provider === 'brave' && (
        <>
          <KeyField
            label="Brave Search API key"
            state={secrets.state('braveApiKey')}
            onSave={(v) => onKey('braveApiKey', v)}
          />
          <UrlField
            path="web.braveUrl"
            label="Brave API address"
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
          Add fact-checkers’ ratings from Google Fact Check Tools (ClaimReview)
        </label>
      </Lockable>
      {web.factCheck && (
        <>
          <KeyField
            label="Google Fact Check Tools API key"
            state={secrets.state('factCheckApiKey')}
            onSave={(v) => onKey('factCheckApiKey', v)}
          />
          <UrlField
            path="web.factCheckUrl"
            label="Fact Check Tools address"
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
  const [query, setQuery] = useState('Garlic prevents COVID-19');
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
        <input aria-label="Test query" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" onClick={() => void onTest()} disabled={!enabled}>
          Test search
        </button>
      </div>
      {test && (
        <div role="status" aria-label="Test search result">
          <p>
            {test.provider} found {test.results.length} results for “{test.query}” in {test.ms} ms;{' '}
            {test.results.filter((r) => r.trusted).length} on your trusted list.
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
