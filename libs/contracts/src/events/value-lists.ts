import { z } from 'zod';

/**
 * Value-list entry events, published by staffing (stream STAFFING) whenever an entry of any list
 * changes. Types: `staffing.valueList.entryCreated | entryUpdated | entryDeleted`, subject on NATS
 * `<type>.v1`; envelope subject `{ type: 'valueListEntry', id: '<listKey>:<code>' }`.
 * `data` is the entry as it is after the change (for `entryDeleted`: as it was). Consumers key their
 * replicas by (listKey, code) and keep only the lists they need (facilities: `crmStatus`).
 */
export const valueListEventTypes = {
  entryCreated: 'staffing.valueList.entryCreated',
  entryUpdated: 'staffing.valueList.entryUpdated',
  entryDeleted: 'staffing.valueList.entryDeleted',
} as const;
export type ValueListEventType = (typeof valueListEventTypes)[keyof typeof valueListEventTypes];

/** Filter subject for consumers of value-list events. */
export const valueListEventSubjects = ['staffing.valueList.>'];

export const valueListEntryEventDataSchema = z.object({
  listKey: z.string().min(1),
  code: z.string().min(1),
  label: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Only lists with an order of rank (qualifications); higher ranks above lower ones. */
  rank: z.number().int().nullable().optional(),
});
export type ValueListEntryEventData = z.infer<typeof valueListEntryEventDataSchema>;

/** The subject id of a value-list entry event. */
export const valueListEntrySubjectId = (listKey: string, code: string) => `${listKey}:${code}`;
