import { DEFAULT_SOURCES } from './defaults';
import type { EffectiveSource, TrustedSource, UserEntry } from './types';

/** A shared list's domains as the effective list needs them. */
export interface ContributedList {
  /** `list:<url>` */
  origin: string;
  sources: readonly Omit<TrustedSource, 'origin' | 'enabled'>[];
}

/**
 * The effective trusted list: the defaults, then each subscribed list, then the user's own
 * entries, which win (a user entry can add, edit, disable or remove any domain). A domain listed
 * by several keeps every contributor so the Sources tab can say where it came from. Removed
 * domains (tombstones) are left out.
 */
export function effectiveSources(
  user: readonly UserEntry[],
  lists: readonly ContributedList[],
  defaults: readonly TrustedSource[] = DEFAULT_SOURCES,
): EffectiveSource[] {
  const byDomain = new Map<string, EffectiveSource>();
  const contribute = (s: Omit<TrustedSource, 'origin' | 'enabled'>, origin: string) => {
    const existing = byDomain.get(s.domain);
    if (existing) {
      existing.contributors.push(origin);
      if (s.pathPrefixes?.length && existing.pathPrefixes?.length) {
        // Two lists restricting the same domain differently: the union of their prefixes.
        existing.pathPrefixes = [...new Set([...existing.pathPrefixes, ...s.pathPrefixes])];
      } else if (!s.pathPrefixes?.length) {
        delete existing.pathPrefixes;
      }
      return;
    }
    // Only the reader's own entry narrows (below): nothing a list says can.
    const { narrowedByReader: _listed, ...listed } = s;
    byDomain.set(s.domain, { ...listed, enabled: true, origin, contributors: [origin] });
  };
  defaults.forEach((s) => contribute(s, 'default'));
  lists.forEach((l) => l.sources.forEach((s) => contribute(s, l.origin)));

  for (const entry of user) {
    const base = byDomain.get(entry.domain);
    if (entry.deleted) {
      byDomain.delete(entry.domain);
      continue;
    }
    const merged: EffectiveSource = base
      ? { ...base, enabled: entry.enabled, userEntry: entry }
      : {
          domain: entry.domain,
          name: entry.name || entry.domain,
          category: entry.category || 'Other',
          enabled: entry.enabled,
          origin: 'user',
          contributors: ['user'],
          userEntry: entry,
        };
    if (entry.name) merged.name = entry.name;
    if (entry.category) merged.category = entry.category;
    if (entry.description !== undefined) merged.description = entry.description;
    if (entry.pathPrefixes) {
      if (entry.pathPrefixes.length) merged.pathPrefixes = entry.pathPrefixes;
      else delete merged.pathPrefixes;
    }
    if (merged.pathPrefixes?.length && entry.pathPrefixes?.length) merged.narrowedByReader = true;
    else delete merged.narrowedByReader;
    byDomain.set(entry.domain, merged);
  }
  return [...byDomain.values()].sort(
    (a, b) => a.category.localeCompare(b.category) || a.domain.localeCompare(b.domain),
  );
}

/** What the engine receives: enabled entries only, without the UI's bookkeeping. */
export function toEngineSources(sources: readonly EffectiveSource[]): TrustedSource[] {
  return sources
    .filter((s) => s.enabled)
    .map(({ domain, pathPrefixes, name, category, description, enabled, origin, narrowedByReader }) => ({
      domain,
      name,
      category,
      enabled,
      origin,
      ...(pathPrefixes?.length ? { pathPrefixes } : {}),
      ...(pathPrefixes?.length && narrowedByReader ? { narrowedByReader } : {}),
      ...(description ? { description } : {}),
    }));
}
