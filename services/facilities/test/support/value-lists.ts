import { eq } from 'drizzle-orm';
import { valueListEventTypes, type ValueListEntryEventData } from '@cs/contracts/events/value-lists';
import { seenEvent } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { crmStatusReplica } from '../../src/schema';
import { VALUE_LISTS_CONSUMER } from '../../src/handlers/on-value-list-entry-changed';
import type { FacilitiesService, TestPublisher } from './harness';

type Verb = keyof typeof valueListEventTypes;

export const crmEntry = (code: string, overrides: Partial<ValueListEntryEventData> = {}): ValueListEntryEventData => ({
  listKey: 'crmStatus',
  code,
  label: code,
  active: true,
  sortOrder: 10,
  ...overrides,
});

/** Publishes a value-list event as staffing would and waits until facilities has applied it. */
export async function publishEntry(svc: FacilitiesService, publisher: TestPublisher, verb: Verb, data: ValueListEntryEventData) {
  const event = publisher.envelope(valueListEventTypes[verb], { ...data }, { type: 'valueListEntry', id: `${data.listKey}:${data.code}` });
  await publisher.publish(event);
  await eventually(() => seenEvent(svc.db, VALUE_LISTS_CONSUMER, event.id));
  return event;
}

export const replicaRow = async (svc: FacilitiesService, code: string) =>
  (await svc.db.select().from(crmStatusReplica).where(eq(crmStatusReplica.code, code)))[0];
