import { useEffect, useState } from 'react';

import { sourcesDomains as m } from '../../../lib/i18n/catalogue/sources-domains';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { narrowing } from '../../../lib/sources/match';
import { chromeStorage } from '../../../lib/sources/storage';
import type { EffectiveSource, UserEntry } from '../../../lib/sources/types';
import { applyChange, type EntryChange } from '../../../lib/sources/user-list';
import { contributorLabel, type PanelSourcesState } from './useSourcesState';

/** The effective list by category: enable/disable, remove, and where each domain came from. */
export function SourceList({ state, onError }: { state: PanelSourcesState; onError(message: string): void }) {
  const [filter, setFilter] = useState('');
  // The box follows the click at once; storage confirms a moment later. A state that arrives
  // before the confirmation (a refresh already on its way) must not undo the click.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  useEffect(() => setToggled((t) => pending(t, state.sources)), [state]);
  const change = (c: EntryChange) => applyChange(chromeStorage(), c).catch((e: Error) => onError(e.message));
  // An edit keeps what the user set before for this domain (name, paths…).
  const edit = (s: EffectiveSource, patch: Partial<EntryChange>) =>
    change({ ...(s.userEntry ? restorable(s.userEntry) : {}), domain: s.domain, enabled: s.enabled, ...patch });
  const q = filter.trim().toLowerCase();
  const shown = state.sources.filter((s) => !q || `${s.domain} ${s.name} ${s.category}`.toLowerCase().includes(q));
  const categories = [...new Set(shown.map((s) => s.category))];
  return (
    <section aria-label={t(m.trustedDomains)}>
      <h2>
        {t(m.trustedDomains)}{' '}
        <span className="hint">
          {t(m.inUse, formatNumber(state.sources.filter((s) => s.enabled).length), formatNumber(state.sources.length))}
        </span>
      </h2>
      <input
        type="search"
        className="filter"
        placeholder={t(m.filter)}
        aria-label={t(m.filterLabel)}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {categories.map((category) => (
        <section key={category} aria-label={category} className="category">
          <h3>{category}</h3>
          <ul className="sources">
            {shown
              .filter((s) => s.category === category)
              .map((s) => (
                <li key={s.domain} className="source" data-domain={s.domain} data-enabled={s.enabled}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={toggled[s.domain] ?? s.enabled}
                      onChange={(e) => {
                        setToggled((t) => ({ ...t, [s.domain]: e.target.checked }));
                        void edit(s, { enabled: e.target.checked });
                      }}
                      aria-label={t(m.use, s.domain)}
                    />
                    <span>
                      <strong>{s.name}</strong> <span className="domain">{s.domain}</span>
                      {s.pathPrefixes?.length ? (
                        <span className="hint">
                          {` (${t(m.onlyPaths, s.pathPrefixes.join(', '))}`}
                          {narrowing(s) ? ` — ${t(m.yourChoice)})` : ')'}
                        </span>
                      ) : null}
                    </span>
                  </label>
                  {s.description && <p className="desc">{s.description}</p>}
                  <p className="from">
                    {t(m.from, s.contributors.map((c) => contributorLabel(c, state)).join(' · '))}
                    {s.userEntry && s.origin !== 'user' && !s.userEntry.deleted ? ` · ${t(m.editedByYou)}` : ''}
                  </p>
                  <button
                    type="button"
                    className="link"
                    onClick={() => void edit(s, { enabled: false, deleted: true })}
                    aria-label={t(m.removeDomain, s.domain)}
                  >
                    {t(m.remove)}
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <Removed state={state} onRestore={(u) => void change({ ...restorable(u), enabled: true })} />
    </section>
  );
}

/** A removed entry keeps what the user typed, so restoring it brings back its name and notes. */
function restorable({ updatedAt: _t, device: _d, deleted: _x, ...rest }: UserEntry): EntryChange {
  return rest;
}

function Removed({ state, onRestore }: { state: PanelSourcesState; onRestore(entry: UserEntry): void }) {
  const removed = state.user.filter((u) => u.deleted);
  if (!removed.length) return null;
  return (
    <details className="removed">
      <summary>{t(m.removedDomains, formatNumber(removed.length))}</summary>
      <ul>
        {removed.map((u) => (
          <li key={u.domain}>
            {u.domain}{' '}
            <button
              type="button"
              className="link"
              onClick={() => onRestore(u)}
              aria-label={t(m.restoreDomain, u.domain)}
            >
              {t(m.restore)}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The clicks storage has not confirmed yet. */
export function pending(
  toggled: Record<string, boolean>,
  sources: readonly Pick<EffectiveSource, 'domain' | 'enabled'>[],
): Record<string, boolean> {
  const left = Object.entries(toggled).filter(([domain, on]) =>
    sources.some((s) => s.domain === domain && s.enabled !== on),
  );
  return left.length === Object.keys(toggled).length ? toggled : Object.fromEntries(left);
}
