import { streams } from '@cs/contracts';
import { eventually } from '@cs/service-kit/testing/index';
import { consumersDrained } from '@cs/service-kit/testing/consumers-drained';
import { AUDIT_CONSUMER } from '../../../services/audit/src/handlers/start-audit-consumers';
import type { System } from '../start-system';
import type { AuditedEntity } from './audit-sample';
import type { Caller, Json } from './office';

/** The whole audit history of one record, newest first (all pages). */
export async function historyOf(reader: Caller, entity: AuditedEntity): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ entityType: entity.type, entityId: entity.id, page: String(page), pageSize: '100' });
    const res = await reader.get(`/api/audit-log?${query}`);
    items.push(...res.items);
    if (page >= res.totalPages) return items;
  }
}

/** The entries of a record that one request (by its request id = correlationId) made. */
export async function entriesOfRequest(reader: Caller, entity: AuditedEntity, requestId: string) {
  return (await historyOf(reader, entity)).filter((e) => e.correlationId === requestId);
}

/** Waits until the request's entries for the record arrived; the history so far when they never do. */
export async function awaitEntriesOfRequest(reader: Caller, entity: AuditedEntity, requestId: string, timeoutMs?: number): Promise<Json[]> {
  try {
    return await eventually(async () => {
      const found = await entriesOfRequest(reader, entity, requestId);
      return found.length > 0 ? found : null;
    }, timeoutMs);
  } catch {
    const history = await historyOf(reader, entity);
    throw new Error(`no audit entry of request ${requestId} for ${entity.type} ${entity.id}; its history: ${JSON.stringify(history)}`);
  }
}

/**
 * Waits until audit has handled every event of every stream. Audit handles several at once, so one
 * entry arriving says nothing of the others: before asserting "none more" (exactly once), wait here.
 */
export const auditDrained = (system: System, timeoutMs?: number) =>
  consumersDrained(system.audit.bus.jsm, Object.values(streams).map((s) => ({ stream: s.name, durable: AUDIT_CONSUMER })), timeoutMs);
