import type { EventEnvelope } from '@cs/contracts';
import type { Tx } from '@cs/service-kit';
import { restoredOrPurgedAfter } from '../audit-log/audit-log.repo';
import { trashChangeOf } from './trash-item';
import { lockTrashRecord, removeTrashItem, upsertTrashItem } from './trash.repo';

/**
 * Keeps the trash index in step with `*.deleted`, `*.restored` and `*.purged` events. Events may
 * arrive out of order (a retry, or concurrent handling), so a deletion older than a recorded restore
 * or purge is ignored; changes of one record are serialised by a lock held until commit.
 */
export async function applyTrashChange(tx: Tx, event: EventEnvelope): Promise<void> {
  const change = trashChangeOf(event);
  if (!change) return;
  await lockTrashRecord(tx, event.subject);
  if (change.kind === 'remove') await removeTrashItem(tx, change.type, change.id, change.at);
  if (change.kind === 'add' && !(await restoredOrPurgedAfter(tx, event.subject, change.item.eventAt as Date))) {
    await upsertTrashItem(tx, change.item);
  }
}
