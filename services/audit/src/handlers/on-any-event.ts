import type { EventEnvelope } from '@cs/contracts';
import type { Tx } from '@cs/service-kit';
import { toAuditEntry } from '../audit-log/audit-entry';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import { applyTrashChange } from '../trash/apply-trash-change';

/** Every event: one audit entry, and the trash index kept in step (same transaction as the inbox row). */
export async function onAnyEvent(tx: Tx, event: EventEnvelope): Promise<void> {
  await insertAuditEntry(tx, toAuditEntry(event));
  await applyTrashChange(tx, event);
}
