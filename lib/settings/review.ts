import { settingsReview as m } from '../i18n/catalogue/settings-review';
import { formatFixed } from '../i18n/format';
import type { Message } from '../i18n/locales';
import { t } from '../i18n/t';
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

const GROUP_TITLES: Record<ChangeGroup, Message> = {
  endpoints: m.groupEndpoints,
  privacy: m.groupPrivacy,
  models: m.groupModels,
  sources: m.groupSources,
  other: m.groupOther,
};

/** A group's heading in the review, in the reader's language. */
export function groupTitle(group: ChangeGroup): string {
  return t(GROUP_TITLES[group]);
}

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

const ENDPOINTS: Record<string, Message> = {
  'llm.baseUrl': m.llmEndpoint,
  'web.braveUrl': m.braveApi,
  'web.factCheckUrl': m.factCheckTools,
  'web.searxngUrl': m.searxng,
  'web.duckduckgoUrl': m.duckduckgo,
  'models.mirrorUrl': m.mirror,
};

const LABELS: Record<string, Message> = {
  ...ENDPOINTS,
  'privacy.askBeforeSending': m.askBefore,
  'privacy.allowedRecipients': m.allowed,
  'llm.provider': m.llmProvider,
  'llm.model': m.llmModel,
  'llm.localModel': m.localLlm,
  'models.embedModelId': m.embedModel,
  'models.nliModelId': m.nliModel,
  'models.source': m.modelSource,
  'models.custom': m.teamModels,
  'web.enabled': m.webEnabled,
  'web.provider': m.webProvider,
  'web.factCheck': m.factCheck,
  'web.llmQuery': m.llmQuery,
  'memory.similarity': m.similarity,
  'memory.oldEvidenceYears': m.oldEvidence,
};

/** What the reader reads for a setting path: its label where it has one, else the path. */
export function settingLabel(path: string): string {
  const label = LABELS[path];
  return label ? t(label) : path;
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
  if (typeof value === 'boolean') return t(value ? m.on : m.off);
  if (value === '') return t(m.none);
  if (Array.isArray(value)) {
    if (!value.length) return t(m.none);
    return value
      .map((x) => (x && typeof x === 'object' && 'id' in x ? String((x as { id: unknown }).id) : String(x)))
      .join(', ');
  }
  if (path === 'memory.similarity' && value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, { macro: number; micro: number }>);
    return entries.length
      ? entries.map(([model, x]) => t(m.thresholds, model, formatFixed(x.macro, 3), formatFixed(x.micro, 3))).join('; ')
      : t(m.registryThresholds);
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
    return t(m.keyStays, before ? new URL(before).host : from, host);
  }
  return t(path === 'models.mirrorUrl' ? m.mirrorNote : m.requestsNote, host);
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
        Object.assign(change, { from: String(from) || t(m.none), to: String(to) || t(m.none) });
      const note = endpointNote(path, String(from ?? ''), String(to ?? ''), stored);
      if (note) change.note = note;
    }
    changes.push(change);
  }
  const consents: Consent[] = [];
  if (current.privacy.askBeforeSending && !incoming.privacy.askBeforeSending) {
    consents.push({ id: STOP_ASKING, label: t(m.stopAsking) });
  }
  for (const origin of incoming.privacy.allowedRecipients) {
    if (!current.privacy.allowedRecipients.includes(origin))
      consents.push({ id: recipientConsent(origin), label: t(m.allowRecipient, origin) });
  }
  const asked = (path: string) =>
    path === 'privacy.askBeforeSending'
      ? consents.some((c) => c.id === STOP_ASKING)
      : path === 'privacy.allowedRecipients' && consents.some((c) => c.id !== STOP_ASKING);
  for (const c of changes) if (asked(c.path)) c.note = t(m.confirmBelow);
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
