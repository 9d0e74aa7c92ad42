import { z } from 'zod';
import type { Api, Operation } from './operation';

/**
 * Read, change, save: a client reads a record (`GET`), changes a field and sends the whole object
 * back (`PUT`/`PATCH` at the same path). The fields of the read's answer that the update's body
 * does not declare are the record's read-only fields (`id`, `version`, `createdAt`, `updatedAt`,
 * derived ones such as `stateSource`). An update accepts them when they equal the record's current
 * values and refuses them (400 naming the field) when they differ; `version` acts as `If-Match`.
 */
export interface ReadModifyWrite {
  /** The operation name of the `GET` at the update's path (in the same API). */
  read: string;
  /** Fields of the read's answer that the update's body does not declare. */
  readOnly: string[];
}

export const isUpdate = (op: Operation) => op.method === 'put' || op.method === 'patch';

const objectKeys = (schema: z.ZodType | null | undefined): string[] | undefined =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;

/**
 * The read an update pairs with and its read-only fields; undefined for an operation that is no
 * update. An update whose body is an object must have a `GET` at its path answering an object, or
 * this throws (the service refuses to start, the document cannot be built).
 */
export function readModifyWrite(api: Api, name: string): ReadModifyWrite | undefined {
  const op = api[name];
  if (!isUpdate(op)) return undefined;
  const editable = objectKeys(op.body);
  if (!editable) return undefined;
  const read = Object.entries(api).find(([, other]) => other.method === 'get' && other.path === op.path);
  const answer = objectKeys(read?.[1].response);
  if (!read || !answer) {
    throw new Error(`${name} (${op.method.toUpperCase()} ${op.path}) needs a GET at its path answering an object: clients read, change and save`);
  }
  return { read: read[0], readOnly: answer.filter((field) => !editable.includes(field)) };
}
