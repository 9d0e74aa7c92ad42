import { z } from 'zod';
import { contractEventDataSchema, contractEventTypes, purgedEventDataSchema } from '@cs/contracts/events/facilities';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { removeContract, upsertContract } from './replicas.repo';

const contractData = contractEventDataSchema
  .pick({ id: true, facilityId: true, status: true, validFrom: true, validTo: true })
  .extend({ version: z.number().int().optional() });

const types = contractEventTypes;

/**
 * `facilities.contract.*` → contract_replica: created/updated/restored upsert the contract,
 * deleted keeps it flagged `deleted` (never counts for coverage), purged removes it. Data failing
 * its schema is parked by the kit.
 */
export const contractReplicaEvents: EventHandlers = {
  ...onEach(
    [types.created, types.updated, types.restored, types.deleted],
    on(contractData, async (tx, event) => {
      const { version, ...contract } = event.data;
      await upsertContract(tx, { ...contract, deleted: event.type === types.deleted, sourceVersion: version ?? 0 });
    }),
  ),
  [types.purged]: on(purgedEventDataSchema, (tx, event) => removeContract(tx, event.data.id)),
};
