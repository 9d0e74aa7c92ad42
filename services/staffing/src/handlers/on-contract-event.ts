import { z } from 'zod';
import type { EventEnvelope } from '@cs/contracts';
import { contractEventDataSchema, purgedEventDataSchema } from '@cs/contracts/events/facilities';
import type { Tx } from '@cs/service-kit';
import { removeContract, upsertContract } from './replicas.repo';

const contractData = contractEventDataSchema
  .pick({ id: true, facilityId: true, status: true, validFrom: true, validTo: true })
  .extend({ version: z.number().int().optional() });

/**
 * `facilities.contract.*` → contract_replica: created/updated/restored upsert the contract,
 * deleted keeps it flagged `deleted` (never counts for coverage), purged removes it. Returns a
 * reason when the data fails its schema (the caller parks the event).
 */
export async function onContractEvent(tx: Tx, event: EventEnvelope): Promise<string | null> {
  const verb = event.type.split('.')[2];
  if (verb === 'purged') {
    const parsed = purgedEventDataSchema.safeParse(event.data);
    if (!parsed.success) return z.prettifyError(parsed.error);
    await removeContract(tx, parsed.data.id);
    return null;
  }
  if (!['created', 'updated', 'restored', 'deleted'].includes(verb)) return null;
  const parsed = contractData.safeParse(event.data);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const { version, ...contract } = parsed.data;
  await upsertContract(tx, { ...contract, deleted: verb === 'deleted', sourceVersion: version ?? 0 });
  return null;
}
