import { describe, expect, it } from 'vitest';

import { canonicalJson } from '../../lib/sources/shared/canonical';
import { parseSharedList } from '../../lib/sources/shared/format';
import { checkListSignature, generateSigningKey, keyFingerprint, signList } from '../../lib/sources/shared/signature';
import { teamList } from '../support/web-fixtures/lists';

async function check(text: string, pinned: string | null) {
  const { list, payload } = parseSharedList(text);
  return checkListSignature(list.signature, payload, pinned);
}

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops whitespace, so re-indenting a file keeps its signature', () => {
    expect(canonicalJson({ b: 1, a: [{ z: true, y: null }, 'é'], c: { e: 'x', d: -0.5 } })).toBe(
      '{"a":[{"y":null,"z":true},"é"],"b":1,"c":{"d":-0.5,"e":"x"}}',
    );
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(/NaN/);
  });
});

describe('Ed25519 list signatures', () => {
  it('accepts a list signed by the pinned key, even re-indented with keys reordered', async () => {
    const key = await generateSigningKey();
    const signed = await signList(teamList(['who.int', 'fullfact.org']), key);
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(signed).reverse()), null, 4);
    expect(await check(JSON.stringify(signed), key.publicKey)).toEqual({
      ok: true,
      key: key.publicKey,
      rotated: false,
    });
    expect(await check(reordered, key.publicKey)).toMatchObject({ ok: true });
    // Nothing pinned yet (first subscription): the list's key is what gets pinned.
    expect(await check(JSON.stringify(signed), null)).toEqual({ ok: true, key: key.publicKey, rotated: false });
    expect(await keyFingerprint(key.publicKey)).toMatch(/^([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
  });

  it('refuses a tampered list, an unsigned update of a signed list, and another key', async () => {
    const key = await generateSigningKey();
    const other = await generateSigningKey();
    const signed = await signList(teamList(['who.int']), key);
    const tampered = {
      ...signed,
      sources: [...signed.sources, { domain: 'garlic-cures.example', name: 'Cures', category: 'Other' }],
    };
    expect(await check(JSON.stringify(tampered), key.publicKey)).toEqual({
      ok: false,
      reason: expect.stringMatching(/does not match its content/),
    });
    const { signature: _s, ...unsigned } = signed;
    expect(await check(JSON.stringify(unsigned), key.publicKey)).toEqual({
      ok: false,
      reason: expect.stringMatching(/not signed/),
    });
    expect(await check(JSON.stringify(await signList(teamList(['who.int']), other)), key.publicKey)).toEqual({
      ok: false,
      reason: expect.stringMatching(/different key/),
    });
    // An unsigned list with nothing pinned is fine (signatures are optional).
    expect(await check(JSON.stringify(unsigned), null)).toEqual({ ok: true, key: null, rotated: false });
  });

  it('follows a key rotation only when the pinned key endorsed the new key', async () => {
    const old = await generateSigningKey();
    const next = await generateSigningKey();
    const stranger = await generateSigningKey();
    const rotated = await signList(teamList(['who.int']), next, old);
    expect(await check(JSON.stringify(rotated), old.publicKey)).toEqual({
      ok: true,
      key: next.publicKey,
      rotated: true,
    });
    const forged = await signList(teamList(['who.int']), next, stranger);
    expect(
      await check(
        JSON.stringify({
          ...forged,
          signature: {
            ...forged.signature!,
            rotatedFrom: { publicKey: old.publicKey, endorsement: forged.signature!.rotatedFrom!.endorsement },
          },
        }),
        old.publicKey,
      ),
    ).toEqual({
      ok: false,
      reason: expect.stringMatching(/did not endorse/),
    });
  });
});
