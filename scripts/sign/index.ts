/**
 * `npx tsx scripts/sign/index.ts keygen --key KEY.json`
 * `npx tsx scripts/sign/index.ts sign --key KEY.json [--previous OLD.json] FILE [--out FILE]`
 *
 * Makes an Ed25519 key pair (keep KEY.json private: it holds the private key), and signs a
 * shared source list, a team knowledge pack or a document pack with it. `--previous` endorses a new key with the
 * old one, so subscribers who pinned the old key follow the rotation. Prints the public key to
 * give subscribers, and its fingerprint.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { generateSigningKey, keyFingerprint, type SigningKey } from '../../lib/sources/shared/signature';
import { signFile } from './sign-file';

const [command, ...args] = process.argv.slice(2);
const opt = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const readKey = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SigningKey;
const keyFile = opt('--key');
if (!keyFile || (command !== 'keygen' && command !== 'sign')) {
  process.stderr.write('Usage: keygen --key KEY.json | sign --key KEY.json [--previous OLD.json] FILE [--out FILE]\n');
  process.exit(2);
}
if (command === 'keygen') {
  const key = await generateSigningKey();
  writeFileSync(keyFile, `${JSON.stringify(key, null, 2)}\n`, { mode: 0o600 });
  process.stdout.write(`Public key: ${key.publicKey}\nFingerprint: ${await keyFingerprint(key.publicKey)}\n`);
} else {
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!file) throw new Error('Name the file to sign.');
  const previousFile = opt('--previous');
  const key = readKey(keyFile);
  const signed = await signFile(readFileSync(file, 'utf8'), key, previousFile ? readKey(previousFile) : undefined);
  writeFileSync(opt('--out') ?? file, signed.text);
  process.stdout.write(
    `Signed the ${signed.kind} ${opt('--out') ?? file}.\nPublic key: ${key.publicKey}\nFingerprint: ${await keyFingerprint(key.publicKey)}\n`,
  );
}
