import { z } from 'zod';
import { idParamSchema, pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi, type Operation } from './operation';

/**
 * Operator routes for parked events. Each service owns its parked events (one table per service in
 * `owners.ts`), so the gateway routes by the path segment after `/api/admin/parked-events/`:
 * `GET  /api/admin/parked-events/{service}` and `POST /api/admin/parked-events/{service}/{id}/replay`.
 * Permission module `parkedEvents` (Administrator only by default).
 */
export const parkedEventServices = ['identity', 'facilities', 'staffing', 'audit'] as const;
export type ParkedEventService = (typeof parkedEventServices)[number];

export const parkedEventResponseSchema = z.object({
  id: z.string().uuid(),
  consumer: z.string(),
  stream: z.string(),
  /** The event type, or the NATS subject of a message that was not an event. */
  subject: z.string(),
  eventId: z.string().nullable(),
  reason: z.string(),
  /** The message as it arrived (verbatim). */
  payload: z.string(),
  attempts: z.number().int(),
  parkedAt: z.string(),
  replayedAt: z.string().nullable(),
});
export type ParkedEventResponse = z.infer<typeof parkedEventResponseSchema>;

export const parkedEventsQuerySchema = pagingQuerySchema.extend({
  /** `true`: also rows replayed already (kept as a record). Default: only open rows. */
  all: z.enum(['true', 'false']).optional(),
});

export const replayResponseSchema = z.object({ id: z.string().uuid(), outcome: z.enum(['applied', 'ignored']), replayedAt: z.string() });

/** The 409 codes of a replay, sent by the service kit's parked-events handlers (`libs/service-kit/src/messaging`). */
export const parkedEventReplayCodes = ['PARKED_EVENT_NO_CONSUMER', 'PARKED_EVENT_STILL_FAILING'];

const tag = 'Operations';

/** The two operations of one service (operation names are unique system-wide, hence the suffix). */
function parkedEventsApiOf<S extends ParkedEventService>(service: S) {
  const suffix = (service.charAt(0).toUpperCase() + service.slice(1)) as Capitalize<S>;
  return defineApi({
    [`listParkedEvents${suffix}`]: {
      method: 'get' as const,
      path: `/api/admin/parked-events/${service}`,
      summary: `Events ${service} could not apply (newest first; open ones unless all=true)`,
      tag,
      permission: { module: 'parkedEvents' as const, action: 'read' as const },
      query: parkedEventsQuerySchema,
      response: pagedResponseSchema(parkedEventResponseSchema),
    },
    [`replayParkedEvent${suffix}`]: {
      method: 'post' as const,
      path: `/api/admin/parked-events/${service}/{id}/replay`,
      summary: `Apply a parked event of ${service} again, once (after the cause is fixed); recorded in the audit log`,
      tag,
      permission: { module: 'parkedEvents' as const, action: 'update' as const },
      params: idParamSchema,
      response: replayResponseSchema,
      errors: [404, { status: 409, codes: parkedEventReplayCodes, description: 'No consumer of this service parked it, or applying it failed again (`detail` says why)' }],
      mutates: true,
    },
  } as unknown as Record<`listParkedEvents${Capitalize<S>}` | `replayParkedEvent${Capitalize<S>}`, Operation>);
}

export const identityParkedEventsApi = parkedEventsApiOf('identity');
export const facilitiesParkedEventsApi = parkedEventsApiOf('facilities');
export const staffingParkedEventsApi = parkedEventsApiOf('staffing');
export const auditParkedEventsApi = parkedEventsApiOf('audit');
