import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import type { BrowserContext } from '@playwright/test';

import { EXTENSION_DIR, launchChromium } from './browser';

/**
 * A real organisation policy for Debian's Chromium, which reads every JSON file in
 * /etc/chromium/policies/managed/ (root only; the tests run as root, as CI does). The policy
 * goes under 3rdparty.extensions.<id>; an unpacked extension's id is the one Chromium derives
 * from its folder (SHA-256 of the real path, first 32 hex digits spelled a–p), so a policy for
 * this checkout's build never reaches another checkout's. Each file is named after that id and
 * removed after the test, and by the global teardown if a run died before.
 *
 * The e2e runs on several workers, so a policy must not reach the other tests' browsers: a test
 * with a policy loads its own copy of the build (one per worker slot), whose id no other test has.
 */

export const POLICY_DIR = process.env.CHROMIUM_POLICY_DIR ?? '/etc/chromium/policies/managed';

const policyCopyOf = (slot: string) => `${EXTENSION_DIR}-policy-${slot}`;

/** Which build a copy was made from: the build's manifest time to the nanosecond, kept among the copy's files. */
const STAMP = '.copy-of-build';
const buildStamp = () => String(statSync(path.join(EXTENSION_DIR, 'manifest.json'), { bigint: true }).mtimeNs);

/**
 * This worker slot's copy of the build, made again only when the build changed since. Never
 * while a browser may read it: a copy made again under a running Chromium loses its service
 * worker ("An unknown error occurred when fetching the script"). The copy's own file times
 * cannot tell (a copy keeps them only to about the microsecond), so a stamp says.
 */
export function policyExtensionDir(): string {
  const dir = policyCopyOf(process.env.TEST_PARALLEL_INDEX ?? '0');
  const stamp = path.join(dir, STAMP);
  const build = buildStamp();
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== build) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(EXTENSION_DIR, dir, { recursive: true });
    writeFileSync(stamp, build);
  }
  return dir;
}

/** Chromium with this worker's copy of the build, the one its policy is written for. */
export function launchWithPolicyExtension(extraArgs: string[] = []): Promise<BrowserContext> {
  return launchChromium({ extension: true, extensionDir: policyExtensionDir(), extraArgs });
}

/** Every worker slot's copy of the build that exists (the global teardown clears their policies). */
export function policyExtensionDirs(): string[] {
  const parent = path.dirname(EXTENSION_DIR);
  const prefix = `${path.basename(EXTENSION_DIR)}-policy-`;
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(parent, name));
}

export function unpackedExtensionId(dir = policyExtensionDir()): string {
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
