/**
 * Errors of the model layer. Each message says what went wrong and what the user can do; the
 * code lets the UI and the tests tell them apart.
 */
export type ModelErrorCode =
  | 'not-installed'
  | 'unknown-model'
  | 'damaged'
  | 'hash-mismatch'
  | 'shape-mismatch'
  | 'quota'
  | 'network'
  | 'cancelled'
  | 'busy'
  | 'load-failed'
  | 'downloads-off';

export class ModelError extends Error {
  constructor(
    readonly code: ModelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(0)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(n < 10 * 1024 ** 2 ? 1 : 0)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}
