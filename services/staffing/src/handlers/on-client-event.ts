import { z } from 'zod';
import { clientEventDataSchema, clientEventTypes, purgedEventDataSchema } from '@cs/contracts/events/facilities';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { removeClient, upsertClient } from './replicas.repo';

const clientData = clientEventDataSchema.extend({ version: z.number().int().optional() });

const types = clientEventTypes;

/** The fields absent from events written before they existed read as none (the statute's limits, no address). */
const absentAsNull = (c: z.infer<typeof clientData>) => ({
  maxLendingMonths: c.maxLendingMonths ?? null,
  maxLendingMonthsNote: c.maxLendingMonthsNote ?? null,
  equalPayMonths: c.equalPayMonths ?? null,
  equalPayNote: c.equalPayNote ?? null,
  street: c.street ?? null,
  postalCode: c.postalCode ?? null,
  city: c.city ?? null,
  email: c.email ?? null,
  phone: c.phone ?? null,
  contactPerson: c.contactPerson ?? null,
  buyerReference: c.buyerReference ?? null,
});

/**
 * `facilities.client.*` → client_replica: created/updated/restored upsert the client with its own
 * lending limits (absent in older events: the statute's) and its invoice address, deleted keeps it flagged `deleted`, purged
 * removes it. Data failing its schema is parked by the kit.
 */
export const clientReplicaEvents: EventHandlers = {
  ...onEach(
    [types.created, types.updated, types.restored, types.deleted],
    on(clientData, async (tx, event) => {
      const { version, id, name, legalForm } = event.data;
      await upsertClient(tx, { id, name, legalForm, ...absentAsNull(event.data), deleted: event.type === types.deleted, sourceVersion: version ?? 0 });
    }),
  ),
  [types.purged]: on(purgedEventDataSchema, (tx, event) => removeClient(tx, event.data.id)),
};
