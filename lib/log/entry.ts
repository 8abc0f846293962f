import { messageOf } from '../util/errors';
/** One line of the diagnostics log: what failed, where, and when. */

export const LOG_CONTEXTS = ['background', 'content', 'engine', 'offscreen', 'sidepanel', 'other'] as const;
export type LogContext = (typeof LOG_CONTEXTS)[number];
export type LogLevel = 'error' | 'warn' | 'info';

export interface LogEntry {
  /** Milliseconds since the epoch. */
  at: number;
  level: LogLevel;
  context: LogContext;
  /** The part of the extension that logged it: "knowledge", "models", "relay"… */
  area: string;
  message: string;
}

/** How long a message may be; a content script logs less, as its errors may quote the page. */
const MAX_MESSAGE = 400;
export const MAX_CONTENT_MESSAGE = 120;
const MAX_AREA = 40;

/**
 * Shapes of secrets that error messages can carry (an echoed request, a URL with a key in its
 * query, a provider's "invalid key sk-…" answer). A log is copied into bug reports, so they go.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\bBearer\s+[^\s"',;]+/gi, 'Bearer [redacted]'],
  [
    /\b((?:api[_-]?key|access[_-]?token|token|secret|password|authorization|key)["']?\s*[:=]\s*["']?)[^\s"'&,;)]+/gi,
    '$1[redacted]',
  ],
  [/\b(?:sk|pk|rk|gsk|xai|hf)[-_][A-Za-z0-9_-]{8,}/g, '[redacted]'],
  [/\bAIza[A-Za-z0-9_-]{20,}/g, '[redacted]'],
  [/\b[A-Za-z0-9_-]{32,}/g, '[redacted]'],
];

export function redact(text: string): string {
  return SECRET_PATTERNS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Builds an entry: the error's message joins the text, secrets are removed, length is capped. */
export function makeEntry(
  level: LogLevel,
  context: LogContext,
  area: string,
  message: string,
  error?: unknown,
  at = Date.now(),
): LogEntry {
  const full = error === undefined ? message : `${message}: ${messageOf(error)}`;
  const max = context === 'content' ? MAX_CONTENT_MESSAGE : MAX_MESSAGE;
  return { at, level, context, area: truncate(area, MAX_AREA), message: truncate(redact(full), max) };
}

/** Checks an entry that arrived from another context; the text is redacted and capped again. */
export function parseEntry(value: unknown): LogEntry | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  if (typeof e.at !== 'number' || typeof e.area !== 'string' || typeof e.message !== 'string') return null;
  if (e.level !== 'error' && e.level !== 'warn' && e.level !== 'info') return null;
  const context = LOG_CONTEXTS.find((c) => c === e.context);
  if (!context) return null;
  return makeEntry(e.level, context, e.area, e.message, undefined, e.at);
}

/** The log as plain text, newest first, for the clipboard. */
export function formatEntries(entries: readonly LogEntry[]): string {
  return entries
    .map((e) => `${new Date(e.at).toISOString()} ${e.level.toUpperCase()} [${e.context}/${e.area}] ${e.message}`)
    .join('\n');
}
