import type { Principal } from '../auth';
import { notFound } from '../problem-details';
import { assertVersion } from '../records/versions';
import { transact } from '../outbox/transaction';
import type { ServiceDeps } from '../service-deps';
import { recordTrashEvent } from './trash-event';
import { markRowDeleted } from './trash-rows';
import type { TrashRecord, Trashable } from './trashable';

/**
 * Moves a live record to the trash: invisible to reads and checks from now on. The `*.deleted` event
 * carries the full record plus its trash label, when and by whom. A stale If-Match version → 412.
 */
export async function deleteToTrash<R extends TrashRecord>(
  deps: Pick<ServiceDeps, 'db' | 'relay'>,
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
    await kind.assertDeletable?.(tx, record, principal);
    const label = await kind.label(tx, record);
    const deletedAt = await markRowDeleted(tx, kind.table, id, principal.userId);
    const deleted = (await kind.find(tx, id, { trashed: true }))!;
    const data = { ...deleted, label, deletedAt, deletedBy: principal.userId };
    await recordTrashEvent(tx, kind, 'deleted', principal, data, correlationId);
    await kind.afterDelete?.(tx, record, principal, correlationId);
  });
}
