import { notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { recordStaffingEvent } from '../shared/record-events';
import { assertVersion } from '../shared/versions';
import { markDeleted } from './trash.repo';
import type { StaffingRecord, Trashable } from './trashable';

/**
 * Moves a record to the trash: invisible to reads and checks from now on. The `*.deleted` event
 * carries the full record plus its trash label, when and by whom.
 */
export async function deleteRecord<R extends StaffingRecord>(
  deps: ServiceDeps,
  kind: Trashable<R>,
  principal: Principal,
  id: string,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<void> {
  await transact(deps, async (tx) => {
    await kind.lockFirst?.(tx, id);
    const record = await kind.find(tx, id, { lock: true });
    if (!record) throw notFound(kind.noun);
    assertVersion(expectedVersion, record.version);
    await kind.assertDeletable?.(tx, record);
    const label = await kind.label(tx, record);
    const deletedAt = await markDeleted(tx, kind.table, id, principal.userId);
    await recordStaffingEvent(tx, {
      aggregate: kind.aggregate,
      verb: 'deleted',
      principal,
      id,
      data: { ...record, label, deletedAt, deletedBy: principal.userId },
      correlationId,
    });
    await kind.afterChange?.(tx, record, principal, correlationId);
  });
}
