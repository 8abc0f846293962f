import { type FormEvent, useState } from 'react';

import { sourcesDomains as m } from '../../../lib/i18n/catalogue/sources-domains';
import { sourcesLists } from '../../../lib/i18n/catalogue/sources-lists';
import { t } from '../../../lib/i18n/t';
import { chromeStorage } from '../../../lib/sources/storage';
import { SOURCE_CATEGORIES } from '../../../lib/sources/types';
import { applyChange, validateChange } from '../../../lib/sources/user-list';
import { messageOf } from '../../../lib/util/errors';
import { originsFor } from '../../../lib/web/permissions';
import { ensureHostAccess } from './host-access';

/** Adds a domain the user trusts (optionally restricted to path prefixes). */
export function AddSource({ online, report }: { online: boolean; report(kind: 'ok' | 'error', text: string): void }) {
  const [domain, setDomain] = useState('');
  const [name, setName] = useState('');
  const [category, setCategory] = useState<string>('Other');
  const [description, setDescription] = useState('');
  const [prefixes, setPrefixes] = useState('');
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const change = validateChange({
        domain,
        enabled: true,
        category,
        ...(name.trim() ? { name } : {}),
        ...(description.trim() ? { description } : {}),
        ...(prefixes.trim() ? { pathPrefixes: prefixes.split(/[\s,]+/) } : {}),
      });
      // Online checking is on: this site needs host access too (asked while the click lasts).
      if (online && !(await ensureHostAccess(originsFor([{ domain: change.domain, enabled: true }], [])))) {
        report('error', t(m.addedNeedsAccess, change.domain));
      }
      const status = await applyChange(chromeStorage(), change);
      report(
        status.ok ? 'ok' : 'error',
        status.ok ? t(m.added, change.domain) : t(m.addedHere, change.domain, status.message ?? ''),
      );
      setDomain('');
      setName('');
      setDescription('');
      setPrefixes('');
    } catch (err) {
      report('error', messageOf(err));
    }
  };
  return (
    <form className="add-source" onSubmit={(e) => void onSubmit(e)} aria-label={t(m.addLabel)}>
      <h2>{t(m.addTitle)}</h2>
      <label>
        {t(m.domain)}
        <input
          required
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          placeholder={t(m.domainExample, 'medlineplus.gov')}
        />
      </label>
      <label>
        {t(m.name)}
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={t(sourcesLists.optional)} />
      </label>
      <label>
        {t(m.category)}
        <select value={category} onChange={(e) => setCategory(e.target.value)}>
          {SOURCE_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        {t(m.description)}
        <input
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={t(sourcesLists.optional)}
        />
      </label>
      <label>
        {t(m.onlyThesePaths)}
        <input
          value={prefixes}
          onChange={(e) => setPrefixes(e.target.value)}
          placeholder={t(m.pathsExample, '/health/ /factcheck/')}
        />
      </label>
      <button type="submit" className="primary">
        {t(m.addDomain)}
      </button>
    </form>
  );
}
