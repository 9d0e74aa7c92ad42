import { notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { recordStaffingEvent } from '../shared/record-events';
import { markRestored } from './trash.repo';
import type { StaffingRecord, Trashable } from './trashable';

/**
 * Brings a record back from the trash exactly as it was (same fields, same version). The aggregate
 * may refuse (an assignment is checked again; a record whose parent is in the trash stays there).
 */
export async function restoreRecord<R extends StaffingRecord>(
  deps: ServiceDeps,
  kind: Trashable<R>,
  principal: Principal,
  id: string,
  correlationId?: string,
): Promise<R & Record<string, unknown>> {
  return transact(deps, async (tx) => {
    await kind.lockFirst?.(tx, id);
    const record = await kind.find(tx, id, { trashed: true, lock: true });
    if (!record) throw notFound(`${kind.noun} in the trash`);
    const extra = (await kind.prepareRestore?.(tx, record)) ?? {};
    await markRestored(tx, kind.table, id);
    await recordStaffingEvent(tx, { aggregate: kind.aggregate, verb: 'restored', principal, id, data: { ...record }, correlationId });
    await kind.afterChange?.(tx, record, principal, correlationId);
    return { ...record, ...extra };
  });
}
