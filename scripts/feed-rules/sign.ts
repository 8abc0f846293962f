import { readFileSync } from 'node:fs';

import { FEED_RULES_KEY, parseFeedRules } from '../../lib/sources/feed-rules';
import { signDocument, type SigningKey } from '../../lib/sources/shared/signature';
import { messageOf } from '../../lib/util/errors';

/**
 * Signs a feed-rules list for publishing (docs/feed-rules.md):
 *   npx tsx scripts/feed-rules/sign.ts rules.json key.json > adapter-rules.json
 * rules.json holds format, version, updatedAt and disabled (any signature in it is replaced);
 * key.json holds { publicKey, privateKey } (raw / PKCS#8, base64), kept off the repository. A
 * second key file signs with a new key that the first one endorses (key rotation).
 */
async function main(): Promise<void> {
  const [rulesPath, keyPath, nextKeyPath] = process.argv.slice(2);
  if (!rulesPath || !keyPath)
    throw new Error('Usage: tsx scripts/feed-rules/sign.ts rules.json key.json [new-key.json]');
  const readKey = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as SigningKey;
  const key = readKey(keyPath);
  if (key.publicKey !== FEED_RULES_KEY && !nextKeyPath)
    process.stderr.write(
      'Note: this key is not the one ClaimLens pins (FEED_RULES_KEY); installed copies will refuse the list.\n',
    );
  const rules = JSON.parse(readFileSync(rulesPath, 'utf8')) as object;
  const signed = nextKeyPath ? await signDocument(rules, readKey(nextKeyPath), key) : await signDocument(rules, key);
  const text = JSON.stringify(signed, null, 2);
  // What installed copies will do with it: refuse a malformed list here, not on their side.
  parseFeedRules(text);
  process.stdout.write(`${text}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${messageOf(e)}\n`);
  process.exit(1);
});
