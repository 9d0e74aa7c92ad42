import { notFound, transact, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import { recordStaffingEvent } from '../shared/record-events';
import { removeRow } from './trash.repo';
import { trashableOf } from './trash-registry';
import type { StaffingRecord, Trashable } from './trashable';

/**
 * Removes a soft-deleted record for good (with its soft-deleted dependants, children first) and
 * announces `*.purged` with `{ id, label }`. False when it is not in the trash.
 */
export async function purgeTrashed<R extends StaffingRecord>(
  tx: Tx,
  kind: Trashable<R>,
  id: string,
  principal: Principal | null,
  correlationId?: string | null,
): Promise<boolean> {
  const record = await kind.find(tx, id, { trashed: true, lock: true });
  if (!record) return false;
  for (const dependant of (await kind.trashedDependants?.(tx, record)) ?? []) {
    await purgeTrashed(tx, trashableOf(dependant.type), dependant.id, principal, correlationId);
  }
  await kind.beforePurge?.(tx, record, principal, correlationId);
  const label = await kind.label(tx, record);
  await removeRow(tx, kind.table, id);
  await recordStaffingEvent(tx, { aggregate: kind.aggregate, verb: 'purged', principal, id, data: { id, label }, correlationId });
  return true;
}

/** `DELETE /api/trash/{type}/{id}`. */
export async function purgeRecord<R extends StaffingRecord>(
  deps: ServiceDeps,
  kind: Trashable<R>,
  principal: Principal,
  id: string,
  correlationId?: string,
): Promise<void> {
  await transact(deps, async (tx) => {
    if (!(await purgeTrashed(tx, kind, id, principal, correlationId))) throw notFound(`${kind.noun} in the trash`);
  });
}
