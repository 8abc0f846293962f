import * as v from 'valibot';

import { settingsPolicy as m } from '../i18n/catalogue/settings-policy';
import { sourcesShared } from '../i18n/catalogue/sources-shared';
import { t } from '../i18n/t';
import { fromBase64 } from '../sources/shared/signature';
import type { Locks } from './locks';
import { settingLeaves } from './paths';
import { withImpliedFeedLocks } from './sections/feeds';

/**
 * The organisation's policy (docs/managed.md): what an admin sets for every browser through
 * `storage.managed` (Chrome's 3rdparty extension policy, Firefox's policies.json). It is parsed
 * field by field: a bad field or entry is refused with its reason and the rest still applies.
 * A secret is never taken from a policy: a field that looks like one is refused.
 */

export interface PinnedSubscription {
  url: string;
  /** Ed25519 public key, raw 32 bytes in base64: every version must be signed with it. */
  publicKey: string;
}

export type OnlineChecking = 'allowed' | 'off';

export interface ManagedPolicy {
  /** Shared trusted-source lists every reader is subscribed to. */
  sourceLists: PinnedSubscription[];
  /** Team knowledge packs every reader is subscribed to. */
  teamPacks: PinnedSubscription[];
  /** Document packs (a team's library of documents) every reader is subscribed to. */
  documentPacks: PinnedSubscription[];
  llm: { baseUrl: string; model?: string } | null;
  onlineChecking: OnlineChecking;
  modelMirror: string | null;
  /** Every locked setting: those of `locked`, and those that llm, onlineChecking and modelMirror set. */
  locks: Locks;
}

export interface PolicyIssue {
  /** Where in the policy, such as `llm.apiKey` or `sourceLists.1.url`. */
  field: string;
  reason: string;
}

export interface ParsedPolicy {
  /** Whether an organisation set anything at all (an unmanaged browser has an empty policy). */
  managed: boolean;
  policy: ManagedPolicy;
  refused: PolicyIssue[];
}

const MAX_POLICY_SUBSCRIPTIONS = 20;

export const EMPTY_POLICY: ManagedPolicy = {
  sourceLists: [],
  teamPacks: [],
  documentPacks: [],
  llm: null,
  onlineChecking: 'allowed',
  modelMirror: null,
  locks: {},
};

const SECRET_NAME = /(api[-_]?key|secret|token|password|passwd|credential|bearer|auth)/i;
const secretReason = () => t(m.secrets);

/** An HTTPS address without credentials or key-like query parameters; else the reason. */
function policyUrlProblem(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    // Not parseable: said so to the admin as the reason.
    return t(sourcesShared.notWebAddress, value);
  }
  if (u.protocol !== 'https:') return t(m.httpsOnly);
  if (u.username || u.password) return t(m.credentials);
  if ([...u.searchParams.keys()].some((k) => SECRET_NAME.test(k) || k.toLowerCase() === 'key')) return secretReason();
  return null;
}

const Https = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? policyUrlProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

const ED25519_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

const Ed25519Key = v.pipe(
  v.string(),
  v.regex(ED25519_BASE64, () => t(m.ed25519)),
  // The pipe goes on past a failed regex: a key that is not base64 must not reach atob, which throws.
  v.check(
    (k) => ED25519_BASE64.test(k) && fromBase64(k).length === 32,
    () => t(m.bytes32),
  ),
);

const SubscriptionSchema = v.object({ url: Https, publicKey: Ed25519Key });
const LlmSchema = v.object({ baseUrl: Https, model: v.optional(v.pipe(v.string(), v.maxLength(200))) });
const OnlineSchema = v.picklist(['allowed', 'off']);

const FIELDS = ['sourceLists', 'teamPacks', 'documentPacks', 'llm', 'onlineChecking', 'modelMirror', 'locked'] as const;

function reasonOf(issues: v.BaseIssue<unknown>[], base: string): PolicyIssue {
  const issue = issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join('.');
  return { field: where ? `${base}.${where}` : base, reason: issue?.message ?? t(m.invalidIgnored, t(m.invalidValue)) };
}

/** Copies the policy without any field whose name looks like a secret, noting each one refused. */
function withoutSecrets(value: unknown, path: string, refused: PolicyIssue[]): unknown {
  if (Array.isArray(value)) return value.map((x, i) => withoutSecrets(x, `${path}.${i}`, refused));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    // The pinned keys of subscriptions are public keys, and the names of locked settings are paths.
    const allowed = key === 'publicKey' || path === 'locked';
    if (!allowed && SECRET_NAME.test(key)) refused.push({ field, reason: secretReason() });
    else out[key] = withoutSecrets(child, field, refused);
  }
  return out;
}

function subscriptions(raw: unknown, field: string, refused: PolicyIssue[]): PinnedSubscription[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    refused.push({ field, reason: t(m.subscriptionList) });
    return [];
  }
  const out: PinnedSubscription[] = [];
  raw.forEach((entry, i) => {
    const parsed = v.safeParse(SubscriptionSchema, entry);
    if (!parsed.success) refused.push(reasonOf(parsed.issues, `${field}.${i}`));
    else if (out.length >= MAX_POLICY_SUBSCRIPTIONS)
      refused.push({ field: `${field}.${i}`, reason: t(m.tooMany, MAX_POLICY_SUBSCRIPTIONS) });
    else if (out.some((s) => s.url === entry.url)) refused.push({ field: `${field}.${i}`, reason: t(m.twice) });
    else out.push(parsed.output);
  });
  return out;
}

function explicitLocks(raw: unknown, refused: PolicyIssue[]): Record<string, unknown> {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    refused.push({ field: 'locked', reason: t(m.lockedObject) });
    return {};
  }
  const leaves = settingLeaves();
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(raw)) {
    const field = `locked.${path}`;
    const leaf = leaves.get(path);
    if (!leaf) {
      refused.push({ field, reason: t(m.noSuchSetting) });
      continue;
    }
    const parsed = v.safeParse(leaf.schema, value);
    const urlProblem = parsed.success && /Url$/.test(path) && value !== '' ? policyUrlProblem(String(value)) : null;
    if (!parsed.success)
      refused.push({ field, reason: t(m.invalidIgnored, parsed.issues[0]?.message ?? t(m.invalidValue)) });
    else if (urlProblem) refused.push({ field, reason: urlProblem });
    else out[path] = parsed.output;
  }
  return out;
}

/** The locks that the dedicated fields imply; an explicit lock that contradicts one is refused. */
function mergeLocks(
  policy: Omit<ManagedPolicy, 'locks'>,
  explicit: Record<string, unknown>,
  refused: PolicyIssue[],
): Locks {
  const derived: Record<string, [unknown, string]> = {};
  if (policy.llm) {
    derived['llm.provider'] = ['openai-compatible', 'llm'];
    derived['llm.baseUrl'] = [policy.llm.baseUrl, 'llm.baseUrl'];
    if (policy.llm.model !== undefined) derived['llm.model'] = [policy.llm.model, 'llm.model'];
  }
  if (policy.onlineChecking === 'off') {
    derived['web.enabled'] = [false, 'onlineChecking'];
    derived['web.factCheck'] = [false, 'onlineChecking'];
    // A remote LLM is online too; a local one (WebLLM, the browser's built-in model) may stay if the admin locks it.
    if (explicit['llm.provider'] !== 'webllm' && explicit['llm.provider'] !== 'browser')
      derived['llm.provider'] = ['none', 'onlineChecking'];
  }
  if (policy.modelMirror) {
    derived['models.source'] = ['mirror', 'modelMirror'];
    derived['models.mirrorUrl'] = [policy.modelMirror, 'modelMirror'];
  }
  const locks: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(explicit)) {
    const by = derived[path];
    if (by && JSON.stringify(by[0]) !== JSON.stringify(value))
      refused.push({
        field: `locked.${path}`,
        reason: t(m.contradicts, by[1]),
      });
    else locks[path] = value;
  }
  for (const [path, [value]] of Object.entries(derived)) locks[path] = value;
  return withImpliedFeedLocks(locks);
}

/** Parses whatever storage.managed holds; never throws. */
export function parsePolicy(input: unknown): ParsedPolicy {
  const refused: PolicyIssue[] = [];
  if (input === undefined || input === null) return { managed: false, policy: EMPTY_POLICY, refused };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return {
      managed: true,
      policy: EMPTY_POLICY,
      refused: [{ field: '(policy)', reason: t(m.notObject) }],
    };
  }
  const raw = withoutSecrets(input, '', refused) as Record<string, unknown>;
  for (const key of Object.keys(raw))
    if (!(FIELDS as readonly string[]).includes(key))
      refused.push({ field: key, reason: t(m.notField, FIELDS.join(', ')) });

  const field = <T>(name: string, schema: v.GenericSchema<unknown, T>, fallback: T): T => {
    if (raw[name] === undefined) return fallback;
    const parsed = v.safeParse(schema, raw[name]);
    if (parsed.success) return parsed.output;
    refused.push(reasonOf(parsed.issues, name));
    return fallback;
  };
  const onlineChecking = field<OnlineChecking>('onlineChecking', OnlineSchema, 'allowed');
  let llm = field<ManagedPolicy['llm']>('llm', LlmSchema, null);
  if (llm && onlineChecking === 'off') {
    refused.push({
      field: 'llm',
      reason: t(m.llmOffline),
    });
    llm = null;
  }
  const base = {
    sourceLists: subscriptions(raw.sourceLists, 'sourceLists', refused),
    teamPacks: subscriptions(raw.teamPacks, 'teamPacks', refused),
    documentPacks: subscriptions(raw.documentPacks, 'documentPacks', refused),
    llm,
    onlineChecking,
    modelMirror: field<string | null>('modelMirror', Https, null),
  };
  const locks = mergeLocks(base, explicitLocks(raw.locked, refused), refused);
  return { managed: Object.keys(input).length > 0, policy: { ...base, locks }, refused };
}
