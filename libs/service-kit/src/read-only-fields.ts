import { isDeepStrictEqual } from 'node:util';
import { badRequest, staleVersion } from './problem-details';

/**
 * An update's body as a client that read the record sends it back: the editable fields, and
 * read-only ones (`id`, `version`, `createdAt`, …) copied from the read. The read-only ones are
 * taken off before the body schema (strict: any other unknown field stays a 400) sees the rest.
 */
export function takeReadOnly(body: unknown, fields: readonly string[]): { editable: unknown; sent: Map<string, unknown> } {
  const sent = new Map<string, unknown>();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { editable: body, sent };
  if (!fields.some((field) => Object.hasOwn(body, field))) return { editable: body, sent };
  const editable: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    if (fields.includes(key)) sent.set(key, value);
    else editable[key] = value;
  }
  return { editable, sent };
}

const READ_ONLY = 'is read-only: send it unchanged or leave it out';

/**
 * The version an update is made against: `version` sent in the body must equal `If-Match` when
 * both are given (400 naming `version`) and stands in for it when `If-Match` is absent, so a stale
 * copy gets the same 412 `VERSION_MISMATCH` as a stale `If-Match`.
 */
export function versionToMatch(sent: Map<string, unknown>, ifMatch: number | undefined): number | undefined {
  if (!sent.has('version')) return ifMatch;
  const version = sent.get('version');
  if (!Number.isInteger(version) || (version as number) < 0) throw badRequest('The request body is invalid.', errorsOf('version', 'must be the version number the record was read with'));
  if (ifMatch !== undefined && version !== ifMatch) throw badRequest('The body’s version differs from If-Match.', errorsOf('version', 'must equal the If-Match version'));
  return version as number;
}

/**
 * Every other read-only field sent must equal the record's current value (as the read answers it,
 * on the wire). The record's version is compared first: a copy read before someone else's change
 * differs in `updatedAt` too, and is stale (412), not an attempt to change a read-only field.
 */
export async function assertReadOnlyUnchanged(sent: Map<string, unknown>, expectedVersion: number | undefined, readCurrent: () => Promise<unknown>) {
  const others = [...sent.keys()].filter((field) => field !== 'version');
  if (others.length === 0) return;
  const current = JSON.parse(JSON.stringify(await readCurrent())) as Record<string, unknown>;
  if (expectedVersion !== undefined && typeof current.version === 'number' && current.version !== expectedVersion) throw staleVersion();
  const changed = others.filter((field) => !isDeepStrictEqual(sent.get(field), current[field]));
  if (changed.length === 0) return;
  const errors: Record<string, string[]> = Object.create(null);
  for (const field of changed) errors[field] = [READ_ONLY];
  throw badRequest(`Read-only ${changed.length === 1 ? 'field' : 'fields'} changed: ${changed.join(', ')}.`, errors);
}

function errorsOf(field: string, message: string): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null);
  errors[field] = [message];
  return errors;
}
