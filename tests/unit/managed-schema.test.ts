import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parsePolicy } from '../../lib/settings/managed-policy';
import { managedSchema } from '../../lib/settings/managed-schema';
import { settingLeaves } from '../../lib/settings/paths';

/** Chrome's storage.managed_schema (public/managed-schema.json) follows the settings and the policy parser. */

const file = JSON.parse(
  readFileSync(new URL('../../public/managed-schema.json', import.meta.url), 'utf8'),
) as ReturnType<typeof managedSchema>;
const CHROME_TYPES = new Set(['boolean', 'integer', 'number', 'string', 'array', 'object']);

function types(node: unknown, out: string[] = []): string[] {
  if (node && typeof node === 'object') {
    const n = node as Record<string, unknown>;
    if (typeof n.type === 'string') out.push(n.type);
    for (const child of Object.values(n)) types(child, out);
  }
  return out;
}

describe('the managed schema', () => {
  it('the committed file is what the settings schema gives (else run npx tsx scripts/managed-schema.ts)', () => {
    expect(file).toEqual(managedSchema());
  });

  it('uses only the types Chrome’s policy schema knows', () => {
    expect(types(file).filter((t) => !CHROME_TYPES.has(t))).toEqual([]);
  });

  it('names every policy field the parser reads, and every setting but the maps and lists of objects', () => {
    expect(Object.keys(file.properties!).sort()).toEqual([
      'documentPacks',
      'llm',
      'locked',
      'modelMirror',
      'onlineChecking',
      'sourceLists',
      'teamPacks',
    ]);
    const lockable = Object.keys(file.properties!.locked!.properties!);
    expect([...settingLeaves().keys()].filter((p) => !lockable.includes(p))).toEqual([
      'models.custom',
      'memory.similarity',
      'feeds.sites',
    ]);
  });

  it('a value of each schema type is one the parser accepts as a lock', () => {
    const { refused, policy } = parsePolicy({
      locked: {
        'general.showPill': false,
        'general.maxSelectionChars': 800,
        'web.minBestScore': 0.5,
        'web.provider': 'brave',
        'privacy.allowedRecipients': ['https://llm.example.org'],
      },
    });
    expect(refused).toEqual([]);
    expect(Object.keys(policy.locks)).toHaveLength(5);
  });
});
