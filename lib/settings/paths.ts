import type * as v from 'valibot';

import { SettingsSchema } from './schema';

/**
 * Every setting as a dotted path ("web.maxResults") with the schema of its value, read from the
 * settings schema itself, so a lock or a managed-policy field can never name a setting that
 * does not exist, and the managed schema (public/managed-schema.json) follows every new setting.
 */

export interface SettingLeaf {
  path: string;
  schema: v.GenericSchema;
}

type Node = v.GenericSchema & { entries?: Record<string, v.GenericSchema>; wrapped?: v.GenericSchema };

function unwrap(schema: Node): Node {
  return schema.type === 'optional' && schema.wrapped ? unwrap(schema.wrapped as Node) : schema;
}

function walk(schema: Node, prefix: string, out: SettingLeaf[]): void {
  const inner = unwrap(schema);
  if (inner.type === 'object' && inner.entries) {
    for (const [key, child] of Object.entries(inner.entries))
      walk(child as Node, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.push({ path: prefix, schema: inner });
}

let leaves: Map<string, SettingLeaf> | null = null;

/** Every setting path except the schema's own `version`. */
export function settingLeaves(): Map<string, SettingLeaf> {
  if (!leaves) {
    const out: SettingLeaf[] = [];
    walk(SettingsSchema as Node, '', out);
    leaves = new Map(out.filter((l) => l.path !== 'version').map((l) => [l.path, l]));
  }
  return leaves;
}

export function getAt(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      root,
    );
}

/** A copy of `root` with the value at `path` replaced (the objects on the way are copied, nothing else). */
export function setAt<T>(root: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const node = (root && typeof root === 'object' ? root : {}) as Record<string, unknown>;
  return { ...node, [head!]: rest.length ? setAt(node[head!], rest.join('.'), value) : value } as T;
}
