import { originOf } from '../net/address';
import { KEYED_ENDPOINTS, type StoredSecrets } from './keyed';
import type { Settings } from './schema';

/**
 * What importing a settings file would change, for the reader to review before anything
 * applies (issue "Verdict integrity", item 7). A file comes from elsewhere: it may point the
 * endpoints anywhere and ask for consent it has no right to give. Endpoint changes are shown
 * host to host; pre-approved recipients and "don't ask" apply only when confirmed by name.
 */

export type ChangeGroup = 'endpoints' | 'privacy' | 'models' | 'sources' | 'other';

export const GROUP_TITLES: Record<ChangeGroup, string> = {
  endpoints: 'Endpoints (where requests go)',
  privacy: 'Privacy',
  models: 'Models',
  sources: 'Sources of evidence',
  other: 'Other settings',
};

export interface SettingChange {
  group: ChangeGroup;
  path: string;
  label: string;
  from: string;
  to: string;
  /** What the reader should know about this change, when it matters. */
  note?: string;
}

/** A grant the file asks for; applied only when the reader ticks it. */
export interface Consent {
  id: string;
  label: string;
}

export interface ImportReview {
  changes: SettingChange[];
  consents: Consent[];
}

const ENDPOINTS: Record<string, string> = {
  'llm.baseUrl': 'LLM endpoint',
  'web.braveUrl': 'Brave Search API',
  'web.factCheckUrl': 'Google Fact Check Tools',
  'web.searxngUrl': 'SearXNG instance',
  'web.duckduckgoUrl': 'DuckDuckGo HTML address',
  'models.mirrorUrl': 'Model mirror',
};

const LABELS: Record<string, string> = {
  ...ENDPOINTS,
  'privacy.askBeforeSending': 'Ask before a claim is sent off this device',
  'privacy.allowedRecipients': 'Destinations allowed without asking',
  'llm.provider': 'LLM provider',
  'llm.model': 'LLM model',
  'llm.localModel': 'Local LLM',
  'models.embedModelId': 'Embedding model',
  'models.nliModelId': 'NLI model',
  'models.source': 'Model downloads from',
  'models.custom': 'Team models',
  'web.enabled': 'Search trusted sources online',
  'web.provider': 'Search with',
  'web.factCheck': 'Fact-checkers’ ratings (Google Fact Check Tools)',
  'web.llmQuery': 'LLM writes the search query',
  'memory.similarity': 'Memory similarity thresholds (per embedding model)',
  'memory.oldEvidenceYears': 'Say when a memory answer’s evidence is older than (years)',
};

/** What the reader reads for a setting path: its label where it has one, else the path. */
export function settingLabel(path: string): string {
  return LABELS[path] ?? path;
}

const SOURCE_FIELDS = new Set([
  'web.enabled',
  'web.provider',
  'web.factCheck',
  'web.llmQuery',
  'web.listRefreshHours',
  'web.maxListBytes',
]);
const MODEL_FIELDS = new Set(['llm.provider', 'llm.model', 'llm.localModel', 'llm.structuredOutput']);

export const STOP_ASKING = 'stop-asking';
export const recipientConsent = (origin: string) => `recipient:${origin}`;

function groupOf(path: string): ChangeGroup {
  if (path in ENDPOINTS) return 'endpoints';
  if (path.startsWith('privacy.')) return 'privacy';
  if (path.startsWith('models.') || MODEL_FIELDS.has(path)) return 'models';
  if (SOURCE_FIELDS.has(path)) return 'sources';
  return 'other';
}

function show(path: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (value === '') return '(none)';
  if (Array.isArray(value)) {
    if (!value.length) return '(none)';
    return value
      .map((x) => (x && typeof x === 'object' && 'id' in x ? String((x as { id: unknown }).id) : String(x)))
      .join(', ');
  }
  if (path === 'memory.similarity' && value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, { macro: number; micro: number }>);
    return entries.length
      ? entries.map(([model, t]) => `${model}: MACRO ${t.macro.toFixed(3)}, MICRO ${t.micro.toFixed(3)}`).join('; ')
      : '(registry thresholds)';
  }
  if (path in ENDPOINTS && typeof value === 'string') return new URL(originOf(value) ?? 'about:blank').host || value;
  return String(value);
}

function leaves(s: Settings): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [section, fields] of Object.entries(s)) {
    if (!fields || typeof fields !== 'object') continue;
    for (const [key, value] of Object.entries(fields as Record<string, unknown>)) out.set(`${section}.${key}`, value);
  }
  return out;
}

function endpointNote(path: string, from: string, to: string, stored: StoredSecrets): string | undefined {
  const before = originOf(from);
  const after = originOf(to);
  if (before === after) return undefined;
  const keyed = Object.entries(KEYED_ENDPOINTS).find(([, e]) => e.field === path);
  const host = after ? new URL(after).host : to;
  if (keyed && stored[keyed[0] as keyof StoredSecrets]) {
    return `Your saved key stays bound to ${before ? new URL(before).host : from} and is not sent to ${host}; you will be asked for a key for ${host}.`;
  }
  return path === 'models.mirrorUrl'
    ? `Model files would be downloaded from ${host}.`
    : `Requests would go to ${host}.`;
}

export function reviewImport(current: Settings, incoming: Settings, stored: StoredSecrets = {}): ImportReview {
  const before = leaves(current);
  const changes: SettingChange[] = [];
  for (const [path, to] of leaves(incoming)) {
    const from = before.get(path);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    const change: SettingChange = {
      group: groupOf(path),
      path,
      label: settingLabel(path),
      from: show(path, from),
      to: show(path, to),
    };
    if (change.group === 'endpoints') {
      // Same host, other path: the whole address says what changed.
      if (change.from === change.to)
        Object.assign(change, { from: String(from) || '(none)', to: String(to) || '(none)' });
      const note = endpointNote(path, String(from ?? ''), String(to ?? ''), stored);
      if (note) change.note = note;
    }
    changes.push(change);
  }
  const consents: Consent[] = [];
  if (current.privacy.askBeforeSending && !incoming.privacy.askBeforeSending) {
    consents.push({ id: STOP_ASKING, label: 'Don’t ask me before a claim is sent off this device' });
  }
  for (const origin of incoming.privacy.allowedRecipients) {
    if (!current.privacy.allowedRecipients.includes(origin))
      consents.push({ id: recipientConsent(origin), label: `Always allow ${origin} to receive claims without asking` });
  }
  const asked = (path: string) =>
    path === 'privacy.askBeforeSending'
      ? consents.some((c) => c.id === STOP_ASKING)
      : path === 'privacy.allowedRecipients' && consents.some((c) => c.id !== STOP_ASKING);
  for (const c of changes) if (asked(c.path)) c.note = 'Applies only as far as you confirm it by name below.';
  return { changes, consents };
}

/** The settings to store: the file's, except grants the reader did not confirm (the current privacy stays for those). */
export function applyImport(current: Settings, incoming: Settings, confirmed: ReadonlySet<string>): Settings {
  const keep = new Set(current.privacy.allowedRecipients);
  const askBeforeSending =
    incoming.privacy.askBeforeSending || (current.privacy.askBeforeSending && !confirmed.has(STOP_ASKING));
  const allowedRecipients = incoming.privacy.allowedRecipients.filter(
    (o) => keep.has(o) || confirmed.has(recipientConsent(o)),
  );
  return { ...incoming, privacy: { ...incoming.privacy, askBeforeSending, allowedRecipients } };
}
