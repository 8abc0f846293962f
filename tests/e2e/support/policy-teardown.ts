import { existsSync } from 'node:fs';

import { EXTENSION_DIR } from './browser';
import { policyExtensionDirs, removePolicy, unpackedExtensionId } from './policy';

/** After every e2e run, also one that crashed mid-test: no policy of this checkout is left for Chromium. */
export default function globalTeardown(): void {
  // The build itself too: a policy left for it by an older run would reach every test.
  const dirs = [...policyExtensionDirs(), ...(existsSync(EXTENSION_DIR) ? [EXTENSION_DIR] : [])];
  for (const dir of dirs) removePolicy(unpackedExtensionId(dir));
}
