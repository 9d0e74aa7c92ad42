import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from './common';
import { defineApi } from './operation';
import { queryBoolean } from './query-boolean';
import { dateWindowIssue, idParams, isoDateSchema, refineDateWindow, uuidSchema } from './staffing-common';
import { acknowledgementSchema, findingSchema, savedAssignmentResponseSchema } from './assignments';

/**
 * Ranked candidates for an order, and assigning several at once (docs/candidates.md). The score
 * is Σ weight × value over the parts below, each value in [0, 1]; the weights are query parameters.
 */
export const scorePartNames = ['qualification', 'distance', 'continuity', 'hoursLeft', 'availability', 'wish', 'fairness', 'lendingHeadroom'] as const;
export type ScorePartName = (typeof scorePartNames)[number];

/** The weights' query parameters (`qualificationWeight`, …) and their defaults. */
export const defaultScoreWeights: Record<ScorePartName, number> = {
  qualification: 3,
  distance: 2,
  continuity: 1,
  hoursLeft: 2,
  availability: 3,
  wish: 2,
  fairness: 1,
  lendingHeadroom: 1,
};
export const weightParameter = (part: ScorePartName) => `${part}Weight` as const;
/** Query parameters that name a weight none of the parts has. */
export const unknownWeights = (keys: readonly string[]) => keys.filter((k) => k.endsWith('Weight') && !scorePartNames.some((p) => weightParameter(p) === k));

const weightSchema = (part: ScorePartName) =>
  z.coerce
    .number({ message: 'must be a number' })
    .min(0, { message: 'must not be negative' })
    .max(1000, { message: 'must be at most 1000' })
    .default(defaultScoreWeights[part])
    .describe(`Weight of the ${part} part (default ${defaultScoreWeights[part]})`);

/**
 * Unknown parameters are ignored as on every list, except a parameter named like a weight
 * (`…Weight`) that is none of these: a misspelt weight → 400 naming it (checked by the service).
 */
export const candidatesQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    includeBlocked: queryBoolean().optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE, { message: `must be at most ${MAX_PAGE}` }).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    qualificationWeight: weightSchema('qualification'),
    distanceWeight: weightSchema('distance'),
    continuityWeight: weightSchema('continuity'),
    hoursLeftWeight: weightSchema('hoursLeft'),
    availabilityWeight: weightSchema('availability'),
    wishWeight: weightSchema('wish'),
    fairnessWeight: weightSchema('fairness'),
    lendingHeadroomWeight: weightSchema('lendingHeadroom'),
  })
  .refine(refineDateWindow, dateWindowIssue);
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

/** One part of a score: its value in [0, 1], the weight applied, value × weight, a readable reason and its numbers. */
export const scorePartSchema = z
  .object({
    value: z.number(),
    weight: z.number(),
    points: z.number(),
    reason: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'CandidateScorePart' });
export type ScorePart = z.infer<typeof scorePartSchema>;

export const candidateScoreSchema = z
  .object({
    /** Σ points, rounded to 6 decimals: what the list is sorted by. */
    total: z.number(),
    parts: z.object(Object.fromEntries(scorePartNames.map((p) => [p, scorePartSchema])) as Record<ScorePartName, typeof scorePartSchema>),
  })
  .meta({ id: 'CandidateScore' });
export type CandidateScore = z.infer<typeof candidateScoreSchema>;

export const candidateSchema = z
  .object({
    employee: z.object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string(), qualifications: z.array(z.string()) }),
    /** What GET /api/assignments/check answers for this employee, the order and the window. */
    canSave: z.boolean(),
    findings: z.array(findingSchema),
    score: candidateScoreSchema,
  })
  .meta({ id: 'Candidate' });
export type Candidate = z.infer<typeof candidateSchema>;

/** About the order as a whole (not one candidate): `ORDER_FILLED` when every day of the window has its places taken. */
export const orderNoteSchema = z.object({ code: z.string(), message: z.string() }).meta({ id: 'CandidatesOrderNote' });

export const candidatesResponseSchema = z
  .object({
    orderId: z.string().uuid(),
    /** The window checked: the query's, or the default (the order's unfilled part from today on). */
    from: isoDateSchema,
    to: isoDateSchema,
    weights: z.object(Object.fromEntries(scorePartNames.map((p) => [p, z.number()])) as Record<ScorePartName, z.ZodNumber>),
    notes: z.array(orderNoteSchema),
    items: z.array(candidateSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Whether a later page has a candidate. No total: counting needs every employee's checks. */
    hasMore: z.boolean(),
  })
  .meta({ id: 'CandidatesResponse' });
export type CandidatesResponse = z.infer<typeof candidatesResponseSchema>;

export const MAX_BULK_EMPLOYEES = 100;

export const assignSeveralRequestSchema = z
  .strictObject({
    employeeIds: z
      .array(uuidSchema)
      .min(1, { message: 'must name at least one employee' })
      .max(MAX_BULK_EMPLOYEES, { message: `must name at most ${MAX_BULK_EMPLOYEES} employees` })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'must not name an employee twice' }),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    acknowledgement: acknowledgementSchema.optional(),
  })
  .refine((b) => b.startDate <= b.endDate, { message: 'must not be before startDate', path: ['endDate'] })
  .meta({ id: 'AssignSeveralRequest' });
export type AssignSeveralRequest = z.infer<typeof assignSeveralRequestSchema>;

/** Per employee, in the request's order: `saved` with the assignment (and its warnings), or `refused` with why. */
export const assignSeveralResultSchema = z
  .object({
    employeeId: z.string().uuid(),
    outcome: z.enum(['saved', 'refused']),
    assignment: savedAssignmentResponseSchema.optional(),
    /** Refused: the problem code (ASSIGNMENT_CONFLICT, EMPLOYEE_NOT_FOUND, …), its text and the check's findings. */
    code: z.string().optional(),
    message: z.string().optional(),
    findings: z.array(findingSchema).optional(),
  })
  .meta({ id: 'AssignSeveralResult' });
export type AssignSeveralResult = z.infer<typeof assignSeveralResultSchema>;

export const assignSeveralResponseSchema = z
  .object({ orderId: z.string().uuid(), results: z.array(assignSeveralResultSchema) })
  .meta({ id: 'AssignSeveralResponse' });
export type AssignSeveralResponse = z.infer<typeof assignSeveralResponseSchema>;

const tag = 'Candidates';

export const candidatesApi = defineApi({
  listOrderCandidates: {
    method: 'get',
    path: '/api/orders/{id}/candidates',
    summary: 'Employees ranked for an order’s duties in a window, each with the check’s findings and the score’s reasons',
    tag,
    permission: { module: 'assignments', action: 'read' },
    params: idParams,
    query: candidatesQuerySchema,
    response: candidatesResponseSchema,
    errors: [{ status: 400, codes: ['VALIDATION_FAILED'], description: 'A bad weight or page, `from` after `to`, or a window outside the order' }, 404, { status: 409, codes: ['ORDER_CANCELLED'] }],
  },
  assignSeveral: {
    method: 'post',
    path: '/api/orders/{id}/assignments',
    summary: 'Assign several employees to an order at once; each is checked and saved (or refused) on its own',
    tag,
    permission: { module: 'assignments', action: 'create' },
    params: idParams,
    body: assignSeveralRequestSchema,
    response: assignSeveralResponseSchema,
    errors: [
      { status: 400, codes: ['VALIDATION_FAILED'], description: 'More than 100 employees, more than the order’s headcount, or a bad range' },
      404,
      { status: 409, codes: ['ORDER_CANCELLED', 'OUTSIDE_ORDER_RANGE'] },
    ],
    mutates: true,
  },
});
