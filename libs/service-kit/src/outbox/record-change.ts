import type { Actor, FieldChange } from '@cs/contracts';
import type { Principal } from '../auth';
import type { Queryable } from '../db';
import { diffFields, recordEvent } from './record-event';
import { actorOf } from './transaction';

export interface RecordChangeInput {
  /** The event type is `<context>.<aggregate>.<verb>`; the subject `{ type: aggregate, id }`. */
  context: string;
  aggregate: string;
  verb: string;
  /** null for a system action (a retention purge). */
  principal: Principal | null;
  /** The actor of a system action; default an actor without user. */
  systemActor?: Actor;
  id: string;
  /** The record's display name now ("Haus Sonne"): the subject's label, shown by the audit log. Personal data: never logged. */
  label?: string;
  data: Record<string, unknown>;
  /** The state before an `updated`: its changes are computed against it. */
  before?: Record<string, unknown> | null;
  /** Field changes given explicitly; otherwise `created` lists every field, `updated` the difference, other verbs none. */
  changes?: FieldChange[];
  /** Fields never listed in the computed changes (bookkeeping, secrets). */
  omit?: string[];
  correlationId?: string | null;
}

/** A change of a record into the outbox of the current transaction, with field-level changes. */
export function recordChange(tx: Queryable, input: RecordChangeInput) {
  const { context, aggregate, verb, principal, systemActor, id, label, data, before, omit = [], correlationId } = input;
  const changes =
    input.changes ??
    (verb === 'created' ? diffFields(null, data, ['id', ...omit]) : verb === 'updated' ? diffFields(before ?? null, data, omit) : undefined);
  return recordEvent(tx, {
    type: `${context}.${aggregate}.${verb}`,
    actor: principal ? actorOf(principal) : (systemActor ?? actorOf(null)),
    subject: label === undefined ? { type: aggregate, id } : { type: aggregate, id, label },
    data,
    changes,
    correlationId,
  });
}
