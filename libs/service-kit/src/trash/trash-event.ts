import type { Principal } from '../auth';
import type { Queryable } from '../db';
import { recordChange } from '../outbox/record-change';
import type { AnyTrashable } from './trashable';

/**
 * `<context>.<aggregate>.deleted|restored|purged` for a trashable record. The subject's label is the
 * trash label: `data.label` of a deletion or purge, else the trashable's label of the record.
 */
export async function recordTrashEvent(
  tx: Queryable,
  kind: AnyTrashable,
  verb: 'deleted' | 'restored' | 'purged',
  principal: Principal | null,
  data: Record<string, unknown> & { id: string },
  correlationId?: string | null,
) {
  const label = typeof data.label === 'string' ? data.label : await kind.label(tx, data);
  return recordChange(tx, {
    context: kind.context,
    aggregate: kind.aggregate,
    verb,
    principal,
    systemActor: kind.systemActor,
    id: data.id,
    label,
    data,
    changes: verb === 'purged' ? undefined : kind.changesOf?.(verb, data),
    correlationId,
  });
}
