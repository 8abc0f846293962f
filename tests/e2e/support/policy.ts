import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { EXTENSION_DIR } from './browser';

/**
 * A real organisation policy for Debian's Chromium, which reads every JSON file in
 * /etc/chromium/policies/managed/ (root only; the tests run as root, as CI does). The policy
 * goes under 3rdparty.extensions.<id>; an unpacked extension's id is the one Chromium derives
 * from its folder (SHA-256 of the real path, first 32 hex digits spelled a–p), so a policy for
 * this checkout's build never reaches another checkout's. Each file is named after that id and
 * removed after the test, and by the global teardown if a run died before.
 */

export const POLICY_DIR = process.env.CHROMIUM_POLICY_DIR ?? '/etc/chromium/policies/managed';

export function unpackedExtensionId(dir = EXTENSION_DIR): string {
  const hex = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

const fileFor = (id: string) => path.join(POLICY_DIR, `claimlens-e2e-${id}.json`);

/** Writes (or rewrites) the policy of the built extension; returns the file's path. */
export function writePolicy(policy: Record<string, unknown>, id = unpackedExtensionId()): string {
  mkdirSync(POLICY_DIR, { recursive: true });
  const file = fileFor(id);
  // Written whole under another name (Chromium reads *.json only), then renamed: it never reads half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify({ '3rdparty': { extensions: { [id]: policy } } }, null, 2));
  renameSync(`${file}.tmp`, file);
  return file;
}

/** Removes this checkout's policy files (and only those). */
export function removePolicy(id = existsSync(EXTENSION_DIR) ? unpackedExtensionId() : ''): void {
  if (!id) return;
  let names: string[] = [];
  try {
    names = readdirSync(POLICY_DIR);
  } catch {
    // No policy folder: nothing to remove.
    return;
  }
  for (const name of names)
    if (name.startsWith(`claimlens-e2e-${id}.json`)) rmSync(path.join(POLICY_DIR, name), { force: true });
}
