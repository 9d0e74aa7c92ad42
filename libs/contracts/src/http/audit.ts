import { z } from 'zod';
import { fieldChangeSchema } from '../envelope';
import { DATE_RANGE_MESSAGE, EARLIEST_DATE, LATEST_DATE, pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';

/** Trash types, as path segments of `/api/trash/{type}/{id}`. */
export const trashTypes = ['employees', 'absences', 'orders', 'assignments', 'contracts', 'clients', 'users'] as const;
export const trashTypeSchema = z.enum(trashTypes);
export type TrashType = (typeof trashTypes)[number];

/** Event subject type (`subject.type` of `*.deleted`) → trash type. Subjects not listed have no trash. */
export const trashTypeBySubjectType: Readonly<Record<string, TrashType>> = {
  employee: 'employees',
  absence: 'absences',
  order: 'orders',
  assignment: 'assignments',
  contract: 'contracts',
  client: 'clients',
  user: 'users',
};

/** A point in time for a filter: an ISO 8601 timestamp with offset, or a whole UTC day `YYYY-MM-DD`. */
const instantOrDaySchema = z
  .union([
    z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp or a date YYYY-MM-DD' }),
    z.iso.date({ message: 'must be an ISO 8601 timestamp or a date YYYY-MM-DD' }),
  ])
  .refine((value) => Date.parse(value) >= Date.parse(EARLIEST_DATE) && endBefore(value).getTime() <= Date.parse(LATEST_DATE) + 86_400_000, {
    message: DATE_RANGE_MESSAGE,
  });

/** The instant just after a `to` value: a whole day ends at the next day's 00:00 UTC. */
export const endBefore = (to: string) => new Date(Date.parse(to) + (to.length === 10 ? 86_400_000 : 1));

export const auditEntryResponseSchema = z
  .object({
    /** The id of the event the entry records. */
    id: z.string().uuid(),
    occurredAt: z.string(),
    recordedAt: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    entityType: z.string(),
    entityId: z.string(),
    /** The record's display name at the time of the change ("Haus Sonne", "Müller, Anna"); null where the event had none. */
    entityLabel: z.string().nullable(),
    /** The verb of the event type: created, updated, deleted, restored, purged or a domain verb. */
    action: z.string(),
    eventType: z.string(),
    changes: z.array(fieldChangeSchema),
    correlationId: z.string().nullable(),
  })
  .meta({ id: 'AuditEntryResponse' });
export type AuditEntryResponse = z.infer<typeof auditEntryResponseSchema>;

export const auditEntryPagedResponseSchema = pagedResponseSchema(auditEntryResponseSchema).meta({
  id: 'AuditEntryResponsePagedResponse',
});

export const listAuditLogQuerySchema = pagingQuerySchema
  .extend({
    entityType: z.string().trim().min(1).max(50).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    actorId: z.string().trim().min(1).max(100).optional(),
    /** Part of a record's name, any case: the whole history of every record that is or was so named. */
    search: z.string().trim().min(1).max(100).optional(),
    action: z.string().trim().regex(/^[a-z][a-zA-Z]*$/, { message: 'must be a verb such as updated' }).max(50).optional(),
    /** Inclusive; a date means the start of that UTC day. */
    from: instantOrDaySchema.optional(),
    /** Inclusive; a date means the end of that UTC day. */
    to: instantOrDaySchema.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < endBefore(q.to).getTime(), { message: 'must not be before from', path: ['to'] });
export type ListAuditLogQuery = z.infer<typeof listAuditLogQuerySchema>;

export const trashItemResponseSchema = z
  .object({
    type: trashTypeSchema,
    id: z.string(),
    label: z.string(),
    deletedAt: z.string(),
    deletedBy: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  })
  .meta({ id: 'TrashItemResponse' });
export type TrashItemResponse = z.infer<typeof trashItemResponseSchema>;

export const trashItemPagedResponseSchema = pagedResponseSchema(trashItemResponseSchema).meta({
  id: 'TrashItemResponsePagedResponse',
});

export const listTrashQuerySchema = pagingQuerySchema.extend({ type: trashTypeSchema.optional() });
export type ListTrashQuery = z.infer<typeof listTrashQuerySchema>;

export const auditApi = defineApi({
  listAuditLog: {
    method: 'get',
    path: '/api/audit-log',
    summary: 'List audit entries, newest first (filters: entity, name, actor, action, time)',
    tag: 'Audit log',
    permission: { module: 'auditLog', action: 'read' },
    query: listAuditLogQuerySchema,
    response: auditEntryPagedResponseSchema,
  },
  listTrash: {
    method: 'get',
    path: '/api/trash',
    summary: 'List soft-deleted records, newest deletions first',
    tag: 'Trash',
    permission: { module: 'trash', action: 'read' },
    query: listTrashQuerySchema,
    response: trashItemPagedResponseSchema,
  },
});
