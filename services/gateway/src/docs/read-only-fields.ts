import { z } from 'zod';
import { readModifyWrite, type Api } from '@cs/contracts';

/**
 * An update's request body as documented: its editable fields, and the read-only fields of the
 * record's read (`id`, `version`, `createdAt`, …) as optional `readOnly` properties — a client sends
 * back the object it read, and the service accepts those fields unchanged (docs/platform.md
 * "Read, change, save"). Keeps the body's component name.
 */
export function requestBodyOf(api: Api, name: string): z.ZodType {
  const op = api[name];
  const body = op.body as z.ZodType;
  const rmw = readModifyWrite(api, name);
  if (!rmw || rmw.readOnly.length === 0) return body;
  const answer = api[rmw.read].response as z.ZodObject;
  const key = `${rmw.readOnly.join()}`;
  const known = extended.get(body)?.get(key);
  if (known) return known;
  const readOnly = Object.fromEntries(rmw.readOnly.map((field) => [field, answer.shape[field].optional().meta({ readOnly: true })]));
  const id = z.globalRegistry.get(body)?.id;
  const withReadOnly = (body as z.ZodObject).extend(readOnly);
  const documented = id ? withReadOnly.meta({ id }) : withReadOnly;
  extended.set(body, (extended.get(body) ?? new Map()).set(key, documented));
  return documented;
}

/** One documented schema per body (two updates may share one, e.g. a distance's and my distance's). */
const extended = new WeakMap<z.ZodType, Map<string, z.ZodType>>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

/** Marks the read-only fields `readOnly: true` in the schema of each read's success response. */
export function markReadOnly<D extends Doc>(document: D, reads: Array<{ path: string; fields: string[] }>): D {
  const resolve = (schema: Doc): Doc => {
    const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref) : null;
    return ref ? document.components.schemas[ref[1]] : schema;
  };
  for (const { path, fields } of reads) {
    for (const media of Object.values<Doc>(document.paths[path].get.responses['200'].content)) {
      const properties = resolve(media.schema).properties;
      for (const field of fields) properties[field] = { ...properties[field], readOnly: true };
    }
  }
  return document;
}
