import { type FormEvent, useState } from 'react';

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
        report('error', `${change.domain} was added, but ClaimLens may not read it until you allow access.`);
      }
      const status = await applyChange(chromeStorage(), change);
      report(
        status.ok ? 'ok' : 'error',
        status.ok ? `Added ${change.domain}.` : `Added ${change.domain} on this browser. ${status.message}`,
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
    <form className="add-source" onSubmit={(e) => void onSubmit(e)} aria-label="Add a trusted domain">
      <h2>Add a domain</h2>
      <label>
        Domain
        <input required value={domain} onChange={(e) => setDomain(e.target.value)} placeholder="e.g. medlineplus.gov" />
      </label>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder="optional" />
      </label>
      <label>
        Category
        <select value={category} onChange={(e) => setCategory(e.target.value)}>
          {SOURCE_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label>
        Description
        <input value={description} onChange={(e) => setDescription(e.target.value)} placeholder="optional" />
      </label>
      <label>
        Only these paths
        <input
          value={prefixes}
          onChange={(e) => setPrefixes(e.target.value)}
          placeholder="optional, e.g. /health/ /factcheck/"
        />
      </label>
      <button type="submit" className="primary">
        Add domain
      </button>
    </form>
  );
}
