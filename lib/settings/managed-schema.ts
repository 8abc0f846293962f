import type * as v from 'valibot';

import { settingLeaves } from './paths';

/**
 * The schema of the organisation's policy in the form Chrome reads (`storage.managed_schema`,
 * public/managed-schema.json): Chrome drops a policy value that does not match it before the
 * extension sees it. Firefox has no such schema; there managed-policy.ts is the only gate, and
 * it is the full check in Chrome too (https only, no secrets, ranges). Written by
 * `npx tsx scripts/managed-schema.ts`; a unit test keeps the file equal to this.
 */

type Json = { type: string; enum?: string[]; items?: Json; properties?: Record<string, Json> };

type Node = v.GenericSchema & { pipe?: { type: string }[]; options?: string[]; item?: Node };

/** Chrome's schema for one setting, or null for a setting Chrome's schema cannot describe (a map, a list of objects). */
function leafSchema(schema: Node): Json | null {
  switch (schema.type) {
    case 'boolean':
    case 'string':
      return { type: schema.type };
    case 'number':
      return { type: schema.pipe?.some((a) => a.type === 'integer') ? 'integer' : 'number' };
    case 'picklist':
      return { type: 'string', enum: [...(schema.options ?? [])] };
    case 'array': {
      const item = schema.item ? leafSchema(schema.item) : null;
      return item && item.type !== 'object' ? { type: 'array', items: item } : null;
    }
    default:
      return null;
  }
}

const pinned: Json = {
  type: 'array',
  items: { type: 'object', properties: { url: { type: 'string' }, publicKey: { type: 'string' } } },
};

export function managedSchema(): Json {
  const locked: Record<string, Json> = {};
  for (const [path, leaf] of settingLeaves()) {
    const json = leafSchema(leaf.schema as Node);
    if (json) locked[path] = json;
  }
  return {
    type: 'object',
    properties: {
      sourceLists: pinned,
      teamPacks: pinned,
      documentPacks: pinned,
      llm: { type: 'object', properties: { baseUrl: { type: 'string' }, model: { type: 'string' } } },
      onlineChecking: { type: 'string', enum: ['allowed', 'off'] },
      modelMirror: { type: 'string' },
      locked: { type: 'object', properties: locked },
    },
  };
}
