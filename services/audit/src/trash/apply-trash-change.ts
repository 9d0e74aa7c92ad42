import type { EventEnvelope } from '@cs/contracts';
import type { Tx } from '@cs/service-kit';
import { restoredOrPurgedAfter } from '../audit-log/audit-log.repo';
import { trashChangeOf } from './trash-item';
import { removeTrashItem, upsertTrashItem } from './trash.repo';

/**
 * Keeps the trash index in step with `*.deleted`, `*.restored` and `*.purged` events. Events may
 * arrive out of order after a retry, so a deletion older than a recorded restore or purge is ignored.
 */
export async function applyTrashChange(tx: Tx, event: EventEnvelope): Promise<void> {
  const change = trashChangeOf(event);
  if (change?.kind === 'remove') await removeTrashItem(tx, change.type, change.id, change.at);
  if (change?.kind === 'add' && !(await restoredOrPurgedAfter(tx, event.subject, change.item.eventAt as Date))) {
    await upsertTrashItem(tx, change.item);
  }
}
