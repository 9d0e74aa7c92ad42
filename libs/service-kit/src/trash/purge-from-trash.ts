import type { Principal } from '../auth';
import type { Tx } from '../db';
import { notFound } from '../problem-details';
import { transact } from '../outbox/transaction';
import type { ServiceDeps } from '../service-deps';
import { recordTrashEvent } from './trash-event';
import { removeTrashedRow } from './trash-rows';
import type { TrashRecord, Trashable } from './trashable';

/**
 * Removes a soft-deleted record for good (with its soft-deleted dependants, children first) and
 * announces `*.purged` with `{ id, label }`. False when it is not in the trash. `principal` null:
 * the retention purge.
 */
export async function purgeTrashed<R extends TrashRecord>(
  tx: Tx,
  kind: Trashable<R>,
  id: string,
  principal: Principal | null,
  correlationId?: string | null,
): Promise<boolean> {
  const record = await kind.find(tx, id, { trashed: true, lock: true });
  if (!record) return false;
  for (const dependant of (await kind.trashedDependants?.(tx, record)) ?? []) {
    await purgeTrashed(tx, dependant.kind, dependant.id, principal, correlationId);
  }
  await kind.beforePurge?.(tx, record, principal, correlationId);
  const label = await kind.label(tx, record);
  await removeTrashedRow(tx, kind.table, id);
  await recordTrashEvent(tx, kind, 'purged', principal, { id, label }, correlationId);
  return true;
}

/** `DELETE /api/trash/{type}/{id}`: only a record in the trash can be purged (else 404). */
export async function purgeFromTrash<R extends TrashRecord>(
  deps: Pick<ServiceDeps, 'db' | 'relay'>,
  kind: Trashable<R>,
  principal: Principal,
  id: string,
  correlationId?: string,
): Promise<void> {
  await transact(deps, async (tx) => {
    if (!(await purgeTrashed(tx, kind, id, principal, correlationId))) throw notFound(`${kind.noun} in the trash`);
  });
}
