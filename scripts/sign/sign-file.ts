import { DOCUMENT_PACK_FORMAT, type DocumentPackInput } from '../../lib/documents/packs/format';
import { readSignedManifest } from '../../lib/documents/packs/verify';
import { stringifyPack } from '../../lib/kg/packs/export';
import { PACK_FORMAT, type PackInput } from '../../lib/kg/packs/format';
import { readTeamPack } from '../../lib/kg/packs/team-verify';
import { LIST_FORMAT, parseSharedList, type SharedList } from '../../lib/sources/shared/format';
import { checkListSignature, signDocument, type SigningKey } from '../../lib/sources/shared/signature';

/**
 * Signs a shared source list, a team knowledge pack or a document pack with an Ed25519 key: the
 * same canonical JSON and signature the extension checks (docs/source-list.md,
 * docs/knowledge-pack.md, docs/documents.md). The
 * signed file is read back as a subscriber would read it before it is returned, so a file this
 * gives out is one ClaimLens accepts from that key.
 */
export async function signFile(
  text: string,
  key: SigningKey,
  previous?: SigningKey,
): Promise<{ kind: 'list' | 'pack' | 'document pack'; text: string }> {
  const data = JSON.parse(text) as { format?: unknown };
  if (data.format === LIST_FORMAT) {
    parseSharedList(text);
    const signed = JSON.stringify(await signDocument(data as SharedList, key, previous), null, 2);
    const back = parseSharedList(signed);
    const check = await checkListSignature(back.list.signature, back.payload, previous?.publicKey ?? key.publicKey);
    if (!check.ok) throw new Error(check.reason);
    return { kind: 'list', text: `${signed}\n` };
  }
  if (data.format === PACK_FORMAT) {
    const pack = data as PackInput;
    // Every list is written, so the file as saved is what was signed.
    const whole: PackInput = {
      ...pack,
      sources: pack.sources ?? [],
      entities: pack.entities ?? [],
      claims: pack.claims ?? [],
      facts: pack.facts ?? [],
      edges: pack.edges ?? [],
    };
    const signed = stringifyPack(await signDocument(whole, key, previous));
    await readTeamPack(signed, previous?.publicKey ?? key.publicKey);
    return { kind: 'pack', text: signed };
  }
  if (data.format === DOCUMENT_PACK_FORMAT) {
    const signed = `${JSON.stringify(await signDocument(data as DocumentPackInput, key, previous), null, 2)}\n`;
    await readSignedManifest(signed, previous?.publicKey ?? key.publicKey);
    return { kind: 'document pack', text: signed };
  }
  throw new Error(
    `Not a ClaimLens source list, knowledge pack or document pack: "format" must be "${LIST_FORMAT}", "${PACK_FORMAT}" or "${DOCUMENT_PACK_FORMAT}".`,
  );
}
