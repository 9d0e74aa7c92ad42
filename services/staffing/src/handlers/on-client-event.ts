import { z } from 'zod';
import { clientEventDataSchema, clientEventTypes, purgedEventDataSchema } from '@cs/contracts/events/facilities';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { removeClient, upsertClient } from './replicas.repo';

const clientData = clientEventDataSchema.extend({ version: z.number().int().optional() });

const types = clientEventTypes;

/**
 * `facilities.client.*` → client_replica: created/updated/restored upsert the client with its own
 * lending limits (absent in older events: the statute's), deleted keeps it flagged `deleted`, purged
 * removes it. Data failing its schema is parked by the kit.
 */
export const clientReplicaEvents: EventHandlers = {
  ...onEach(
    [types.created, types.updated, types.restored, types.deleted],
    on(clientData, async (tx, event) => {
      const { version, ...client } = event.data;
      const limits = {
        maxLendingMonths: client.maxLendingMonths ?? null,
        maxLendingMonthsNote: client.maxLendingMonthsNote ?? null,
        equalPayMonths: client.equalPayMonths ?? null,
        equalPayNote: client.equalPayNote ?? null,
      };
      await upsertClient(tx, { ...client, ...limits, deleted: event.type === types.deleted, sourceVersion: version ?? 0 });
    }),
  ),
  [types.purged]: on(purgedEventDataSchema, (tx, event) => removeClient(tx, event.data.id)),
};
