import { policyExtensionDirs, removePolicy, unpackedExtensionId } from './policy';

/** After every e2e run, also one that crashed mid-test: no policy of this checkout is left for Chromium. */
export default function globalTeardown(): void {
  for (const dir of policyExtensionDirs()) removePolicy(unpackedExtensionId(dir));
}
