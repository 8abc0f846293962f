import { afterAll, beforeAll } from 'vitest';

import { generateSigningKey, type SigningKey } from '../../../lib/sources/shared/signature';
import { fixtureFetch } from './node-fetch';
import { startWebFixtures, type WebFixtures } from './server';

export interface SignedWeb {
  fx: WebFixtures;
  fetch: ReturnType<typeof fixtureFetch>;
  /** A publisher's key made for this test file. */
  key: SigningKey;
}

/** The fixture web, a fetch that reaches it by any hostname, and a signing key, for the tests of a file (started before them, closed after). */
export function useSignedWeb(): SignedWeb {
  const web = {} as SignedWeb;
  beforeAll(async () => {
    web.fx = await startWebFixtures();
    web.fetch = fixtureFetch(web.fx);
    web.key = await generateSigningKey();
  });
  afterAll(async () => {
    await web.fetch.close();
    await web.fx.close();
  });
  return web;
}
