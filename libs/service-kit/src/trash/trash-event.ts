import type { Principal } from '../auth';
import type { Queryable } from '../db';
import { recordChange } from '../outbox/record-change';
import type { AnyTrashable } from './trashable';

/** `<context>.<aggregate>.deleted|restored|purged` for a trashable record. */
export function recordTrashEvent(
  tx: Queryable,
  kind: AnyTrashable,
  verb: 'deleted' | 'restored' | 'purged',
  principal: Principal | null,
  data: Record<string, unknown> & { id: string },
  correlationId?: string | null,
) {
  return recordChange(tx, {
    context: kind.context,
    aggregate: kind.aggregate,
    verb,
    principal,
    systemActor: kind.systemActor,
    id: data.id,
    data,
    changes: verb === 'purged' ? undefined : kind.changesOf?.(verb, data),
    correlationId,
  });
}
