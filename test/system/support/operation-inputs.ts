/**
 * Inputs derived from an operation's declaration (its zod schemas): which fields are text, where a
 * nested object sits, a concrete path — for tests generated over every operation.
 */
import type { z } from 'zod';
import type { Operation } from '@cs/contracts';

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/nullable/default/pipe wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

export const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> => {
  if (!schema) return {};
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? (def.shape ?? {}) : {};
};

/** Top-level fields whose input is a string (text, email, uuid, date, enum, …). */
export function stringFields(schema: z.ZodType | undefined): string[] {
  return Object.entries(shapeOf(schema))
    .filter(([, field]) => ['string', 'enum', 'literal', 'template_literal'].includes(defOf(unwrap(field)).type))
    .map(([name]) => name);
}

const isDate = (schema: z.ZodType): boolean => {
  const def = defOf(unwrap(schema)) as Def & { format?: string };
  return (def.type === 'string' && def.format === 'date') || (def.type === 'union' && (def.options ?? []).some(isDate));
};

/** Top-level fields that take a calendar date (`YYYY-MM-DD`, alone or as one option of a union). */
export const dateFields = (schema: z.ZodType | undefined): string[] =>
  Object.entries(shapeOf(schema))
    .filter(([, field]) => isDate(field))
    .map(([name]) => name);

/**
 * A body that holds `inner` one level down: inside the first field that is an object (or a list of
 * objects) when the schema has one, else under a key of the same name.
 */
export function nestedBody(schema: z.ZodType | undefined, key: string, inner: string): string {
  for (const [name, field] of Object.entries(shapeOf(schema))) {
    const def = defOf(unwrap(field));
    if (def.type === 'object') return `{${JSON.stringify(name)}:${inner}}`;
    if (def.type === 'array' && def.element && defOf(unwrap(def.element)).type === 'object') return `{${JSON.stringify(name)}:[${inner}]}`;
  }
  return `{${JSON.stringify(key)}:${inner}}`;
}

const sampleParams: Record<string, string> = { type: 'employees', key: 'qualifications', code: 'no-such-code' };
/** The operation's path with sample values (or `override` for every parameter). */
export const concretePath = (op: Operation, override?: string) =>
  op.path.replace(/\{(\w+)\}/g, (_m, name: string) => override ?? sampleParams[name] ?? '01900000-0000-7000-8000-000000000000');

export const hasBody = (op: Operation) => op.body !== undefined && op.method !== 'get' && op.method !== 'delete';
export const label = ([name, op]: [string, Operation]) => `${op.method.toUpperCase()} ${op.path} (${name})`;
