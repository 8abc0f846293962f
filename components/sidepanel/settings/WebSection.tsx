import { useEffect, useState } from 'react';

import type { TestSearchResult } from '../../../lib/engine/declare/web';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { KeyState } from '../../../lib/settings/keyed';
import type { Settings } from '../../../lib/settings/schema';
import { messageOf } from '../../../lib/util/errors';
import { Advanced } from './Advanced';
import { Lockable } from './Lockable';
import { grantOnlineAccess, ONLINE_REFUSED } from './online-access';
import type { SettingsSectionProps } from './section-props';
import { keyPrompt, useSecrets } from './useSecrets';

type Web = Settings['web'];

const NUMBERS: { key: keyof Web; label: string; min: number; max: number; step?: number }[] = [
  { key: 'maxResults', label: 'Search results considered', min: 1, max: 40 },
  { key: 'maxPages', label: 'Pages read (distinct domains)', min: 1, max: 10 },
  { key: 'searchTimeoutMs', label: 'Search timeout (ms)', min: 1000, max: 60000 },
  { key: 'pageTimeoutMs', label: 'Page timeout (ms)', min: 1000, max: 60000 },
  { key: 'maxPageBytes', label: 'Largest page (bytes)', min: 100000, max: 10000000 },
  { key: 'maxWordsPerPage', label: 'Words read per page', min: 200, max: 50000 },
  { key: 'minPageWords', label: 'Fewest words for a page to count', min: 10, max: 1000 },
  { key: 'passageWords', label: 'Passage length (words)', min: 20, max: 400 },
  { key: 'passageOverlap', label: 'Passage overlap (words)', min: 0, max: 200 },
  { key: 'refutationBoost', label: 'Fact-check language boost', min: 0, max: 0.5, step: 0.01 },
  { key: 'poolSize', label: 'Candidate pool', min: 1, max: 100 },
  { key: 'perDomain', label: 'Passages per domain', min: 1, max: 10 },
  { key: 'bundleSize', label: 'Passages in the bundle', min: 1, max: 20 },
  { key: 'minBestScore', label: 'Least best-passage similarity', min: 0, max: 1, step: 0.01 },
  {
    key: 'claimReviewMinSimilarity',
    label: 'Fact-check match: least similarity before NLI',
    min: 0,
    max: 1,
    step: 0.01,
  },
  {
    key: 'claimReviewMinWording',
    label: 'Fact-check match without NLI: least wording similarity',
    min: 0,
    max: 1,
    step: 0.01,
  },
  { key: 'listRefreshHours', label: 'Shared lists refresh (hours)', min: 1, max: 168 },
  { key: 'maxListBytes', label: 'Largest shared list (bytes)', min: 10000, max: 5000000 },
];

export function WebSection({ settings, save, report }: SettingsSectionProps) {
  const web = settings.web;
  const secrets = useSecrets(settings);
  const [query, setQuery] = useState('Garlic prevents COVID-19');
  const [test, setTest] = useState<TestSearchResult | null>(null);
  const set = (patch: Partial<Web>) => save('web', patch);

  /** Changes that reach new hosts ask for access first, while the user's click lasts. */
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
  const onTest = async () => {
    setTest(null);
    try {
      setTest(await callEngine('web.testSearch', { query }));
    } catch (e) {
      report('error', messageOf(e));
    }
  };

  return (
    <fieldset aria-label="Web">
      <legend>Web</legend>
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
      <Lockable path="web.europePmc">
        <label className="check">
          <input type="checkbox" checked={web.europePmc} onChange={(e) => void set({ europePmc: e.target.checked })} />
          Add scientific abstracts from Europe PMC (no key; retracted papers are never used)
        </label>
      </Lockable>
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
      <Lockable path="web.llmQuery">
        <label className="check">
          <input type="checkbox" checked={web.llmQuery} onChange={(e) => void set({ llmQuery: e.target.checked })} />
          Let the LLM (Settings → LLM) write the search query
        </label>
      </Lockable>
      <div className="actions">
        <input aria-label="Test query" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" onClick={() => void onTest()} disabled={!web.enabled}>
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
      <Advanced section="web" keys={NUMBERS.map((f) => f.key)} save={save}>
        {NUMBERS.map(({ key, label, min, max, step }) => (
          <Lockable key={key} path={`web.${key}`}>
            <label>
              {label}
              <input
                type="number"
                min={min}
                max={max}
                step={step ?? 1}
                value={web[key] as number}
                onChange={(e) => {
                  const n = e.target.valueAsNumber;
                  if (Number.isFinite(n) && n >= min && n <= max) void set({ [key]: n } as Partial<Web>);
                }}
              />
            </label>
          </Lockable>
        ))}
      </Advanced>
    </fieldset>
  );
}

function UrlField({
  path,
  label,
  value,
  placeholder,
  onSave,
}: {
  path: string;
  label: string;
  value: string;
  placeholder?: string;
  onSave(v: string): Promise<void>;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Lockable path={path}>
      <label>
        {label}
        <input
          type="url"
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => draft !== value && void onSave(draft.trim())}
          onKeyDown={(e) => e.key === 'Enter' && draft !== value && void onSave(draft.trim())}
        />
      </label>
    </Lockable>
  );
}

function KeyField({
  label,
  state,
  onSave,
}: {
  label: string;
  state: KeyState;
  onSave(v: string | undefined): Promise<void>;
}) {
  const [draft, setDraft] = useState('');
  const prompt = keyPrompt(state, 'paste the key');
  return (
    <label>
      {label}
      <span className="actions">
        <input
          type="password"
          autoComplete="off"
          value={draft}
          placeholder={prompt.placeholder}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="button" disabled={!draft.trim()} onClick={() => void onSave(draft).then(() => setDraft(''))}>
          Save key
        </button>
        {state.state !== 'none' && (
          <button type="button" onClick={() => void onSave(undefined)}>
            Remove
          </button>
        )}
      </span>
      {prompt.hint && <span className="hint">{prompt.hint}</span>}
    </label>
  );
}
