import { z } from 'zod';

type JsonSchema = {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  [key: string]: unknown;
};

/** The JSON Schema of an event's data as the snapshot keeps it (output side: what a producer sends). */
export function snapshotOf(schema: z.ZodType): JsonSchema {
  const { $defs = {}, ...root } = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output', reused: 'inline' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  // Schemas with a `.meta({ id })` come back as `$ref`s into `$defs`: inlined, so fields are compared where they are.
  const inline = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, depth));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as { $ref?: string };
    const target = typeof $ref === 'string' && $ref.startsWith('#/$defs/') ? $defs[$ref.slice('#/$defs/'.length)] : undefined;
    if (target && depth < 20) return inline({ ...target, ...rest }, depth + 1);
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, depth)]));
  };
  return inline(root, 0) as JsonSchema;
}

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]` (how zod writes a nullable field with a format or
 * pattern) as `{ type: [T, 'null'], … }` (how it writes a plain nullable one): the same field either
 * way, so declaring a date through the shared date schema is not a retyping.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (!node || typeof node !== 'object') return node;
  const walked = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, nullableAsTypeList(v)])) as JsonSchema;
  const branches = walked.anyOf;
  if (branches?.length !== 2) return walked;
  const nullIndex = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
  const other = branches[1 - nullIndex];
  if (nullIndex < 0 || typeof other?.type !== 'string') return walked;
  const { anyOf: _, ...rest } = walked;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/**
 * Backward-incompatible differences from `before` to `after`, for a consumer written against
 * `before`: a field removed, retyped, or no longer always present. Additions are compatible.
 */
export function breakingChanges(before: JsonSchema, after: JsonSchema): string[] {
  return compare(nullableAsTypeList(before) as JsonSchema, nullableAsTypeList(after) as JsonSchema, 'data');
}

function compare(before: JsonSchema, after: JsonSchema, path: string): string[] {
  const out: string[] = [];
  if (before.type !== undefined && JSON.stringify(before.type) !== JSON.stringify(after.type)) {
    return [`${path}: type ${JSON.stringify(before.type)} became ${JSON.stringify(after.type ?? 'untyped')}`];
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const a = before[key];
    if (!a) continue;
    const b = after[key];
    if (!b || b.length !== a.length) return [`${path}: ${key} ${JSON.stringify(a)} became ${JSON.stringify(b ?? after)}`];
    a.forEach((branch, i) => out.push(...compare(branch, b[i], `${path}|${i}`)));
  }
  for (const [name, field] of Object.entries(before.properties ?? {})) {
    const next = after.properties?.[name];
    if (!next) {
      out.push(`${path}.${name}: removed`);
      continue;
    }
    if (before.required?.includes(name) && !after.required?.includes(name)) out.push(`${path}.${name}: no longer required`);
    out.push(...compare(field, next, `${path}.${name}`));
  }
  if (before.items) out.push(...(after.items ? compare(before.items, after.items, `${path}[]`) : [`${path}[]: items removed`]));
  return out;
}
