import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';
import { dateWindowIssue, dateWindowQuery, hoursPerDaySchema, idParams, isoDateSchema } from './staffing-common';
import { optionalText, rangeIssue, recordMeta, refineDateWindow, refineRange, uuidSchema } from './staffing-common';
import { acknowledgementSchema, assignmentDutiesField, checkAssignmentRequestSchema, dutyResponseSchema } from './assignment-duties';
export * from './assignment-duties';

export const conflictCheckNames = ['qualification', 'availability', 'workingHours', 'overlap', 'contractCoverage'] as const;
export const conflictCheckNameSchema = z.enum(conflictCheckNames);
export const severities = ['Warning', 'Error'] as const;
export const severitySchema = z.enum(severities);
/** A per-rule setting: a severity, or `Off` — the rule does not run (no finding, nothing read for it). */
export const ruleSettings = [...severities, 'Off'] as const;
export const ruleSettingSchema = z.enum(ruleSettings);

/** One reason an assignment would be wrong, with the severity the administrator chose for its check. */
export const findingSchema = z
  .object({
    check: conflictCheckNameSchema,
    severity: severitySchema,
    code: z.string(),
    message: z.string(),
    related: z.array(z.object({ type: z.string(), id: z.string(), label: z.string().optional() })),
    /**
     * The finding's numbers. A per-day rule's finding is about one date (`date`) or, when it says the
     * same about the same records on several dates, about all of them: `dates` and each date's
     * numbers in `days` (docs/working-time-rules.md, "Grouped findings").
     */
    details: z
      .record(z.string(), z.unknown())
      .describe('The numbers of the finding; per-day rules: `date`, or `dates` and `days` (one entry per date) when grouped over several dates'),
    /** Working-time rules: the law the finding rests on ('ArbZG §5 Abs. 1') and a remedy where computable. */
    legalSource: z.string().optional(),
    remedy: z.string().nullable().optional(),
  })
  .meta({ id: 'AssignmentFinding' });
export type FindingResponse = z.infer<typeof findingSchema>;

/** `findings` on ASSIGNMENT_CONFLICT: every finding of the checks, the blocking ones with severity Error. */
export const findingsExtension = { findings: z.array(findingSchema) };

/** An employee on an order over a range inside the order's; `duties` absent → from the order's pattern (docs/staffing.md). */
const assignmentBody = z
  .strictObject({
    orderId: uuidSchema,
    employeeId: uuidSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    hoursPerDay: hoursPerDaySchema.nullable().optional(),
    duties: assignmentDutiesField.optional(),
    acknowledgement: acknowledgementSchema.optional(),
    note: optionalText(2000),
  })
  .refine(refineRange, rangeIssue);

export const createAssignmentRequestSchema = assignmentBody.meta({ id: 'CreateAssignmentRequest' });
export const updateAssignmentRequestSchema = assignmentBody.meta({ id: 'UpdateAssignmentRequest' });
export type AssignmentRequest = z.infer<typeof assignmentBody>;

export const assignmentResponseSchema = z
  .object({
    ...recordMeta,
    orderId: z.string().uuid(),
    employeeId: z.string().uuid(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    hoursPerDay: z.number(),
    duties: z.array(dutyResponseSchema),
    note: z.string().nullable(),
  })
  .meta({ id: 'AssignmentResponse' });
export type AssignmentResponse = z.infer<typeof assignmentResponseSchema>;

/** Create/update answer: the saved assignment and the Warning findings it was saved with. */
export const savedAssignmentResponseSchema = assignmentResponseSchema
  .extend({ warnings: z.array(findingSchema) })
  .meta({ id: 'SavedAssignmentResponse' });
export type SavedAssignmentResponse = z.infer<typeof savedAssignmentResponseSchema>;

export const checkAssignmentQuerySchema = z
  .object({
    employeeId: uuidSchema,
    orderId: uuidSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    /** When editing: the assignment being changed (it never conflicts with itself). */
    assignmentId: uuidSchema.optional(),
    hoursPerDay: z.coerce.number().pipe(hoursPerDaySchema).optional(),
  })
  .refine(refineRange, rangeIssue);
export type CheckAssignmentQuery = z.infer<typeof checkAssignmentQuerySchema>;

export const checkAssignmentResponseSchema = z
  .object({ canSave: z.boolean(), findings: z.array(findingSchema) })
  .meta({ id: 'AssignmentCheckResponse' });
export type CheckAssignmentResponse = z.infer<typeof checkAssignmentResponseSchema>;

export const listAssignmentsQuerySchema = pagingQuerySchema
  .extend({ employeeId: uuidSchema.optional(), orderId: uuidSchema.optional(), ...dateWindowQuery })
  .refine(refineDateWindow, dateWindowIssue);
export type ListAssignmentsQuery = z.infer<typeof listAssignmentsQuerySchema>;

const tag = 'Assignments';

/** What either preview (GET with a query, POST with a body) refuses: the same checks before the rules run. */
const previewErrors = (where: 'query' | 'body') => [
  { status: 400, codes: ['INVALID_RANGE'] },
  { status: 404, codes: ['EMPLOYEE_NOT_FOUND', 'ORDER_NOT_FOUND', 'ASSIGNMENT_NOT_FOUND'], description: `The employee, order or assignment named in the ${where} does not exist` },
  { status: 409, codes: ['ORDER_CANCELLED', 'OUTSIDE_ORDER_RANGE'] },
];

export const assignmentsApi = defineApi({
  checkAssignment: {
    method: 'get',
    path: '/api/assignments/check',
    summary: 'Preview the five conflict checks for an assignment, exactly as saving would run them',
    tag,
    permission: { module: 'assignments', action: 'read' },
    query: checkAssignmentQuerySchema,
    response: checkAssignmentResponseSchema,
    errors: previewErrors('query'),
  },
  checkAssignmentDuties: {
    method: 'post',
    path: '/api/assignments/check',
    summary: 'Preview the checks with explicit duties (or the order’s pattern), exactly as saving would run them',
    tag,
    permission: { module: 'assignments', action: 'read' },
    body: checkAssignmentRequestSchema,
    response: checkAssignmentResponseSchema,
    errors: previewErrors('body'),
  },
  listAssignments: {
    method: 'get',
    path: '/api/assignments',
    summary: 'List assignments by start date (filters: employee, order, date window; Own scope: yours only)',
    tag,
    permission: { module: 'assignments', action: 'read', own: true },
    query: listAssignmentsQuerySchema,
    response: pagedResponseSchema(assignmentResponseSchema).meta({ id: 'AssignmentResponsePagedResponse' }),
  },
  getAssignment: {
    method: 'get',
    path: '/api/assignments/{id}',
    summary: 'Get one assignment (Own scope: yours only)',
    tag,
    permission: { module: 'assignments', action: 'read', own: true },
    params: idParams,
    response: assignmentResponseSchema,
    errors: [404],
  },
  createAssignment: {
    method: 'post',
    path: '/api/assignments',
    summary: 'Assign an employee to an order; any Error finding refuses it (409 ASSIGNMENT_CONFLICT)',
    tag,
    permission: { module: 'assignments', action: 'create' },
    body: createAssignmentRequestSchema,
    response: savedAssignmentResponseSchema,
    errors: [
      { status: 400, codes: ['INVALID_RANGE'] },
      { status: 404, codes: ['EMPLOYEE_NOT_FOUND', 'ORDER_NOT_FOUND'], description: 'The employee or order does not exist' },
      { status: 409, codes: ['ASSIGNMENT_CONFLICT', 'ORDER_CANCELLED', 'OUTSIDE_ORDER_RANGE'], extensions: findingsExtension },
    ],
    mutates: true,
  },
  updateAssignment: {
    method: 'put',
    path: '/api/assignments/{id}',
    summary: 'Change an assignment; the checks run again (If-Match optional)',
    tag,
    permission: { module: 'assignments', action: 'update' },
    params: idParams,
    body: updateAssignmentRequestSchema,
    response: savedAssignmentResponseSchema,
    errors: [
      { status: 400, codes: ['INVALID_RANGE'] },
      { status: 404, codes: ['NOT_FOUND', 'EMPLOYEE_NOT_FOUND', 'ORDER_NOT_FOUND'], description: 'The assignment, or the employee or order it names, does not exist' },
      { status: 409, codes: ['ASSIGNMENT_CONFLICT', 'ORDER_CANCELLED', 'OUTSIDE_ORDER_RANGE'], extensions: findingsExtension },
    ],
    ifMatch: true,
    mutates: true,
  },
  deleteAssignment: {
    method: 'delete',
    path: '/api/assignments/{id}',
    summary: 'Move an assignment to the trash (not one with submitted or confirmed timesheets)',
    tag,
    permission: { module: 'assignments', action: 'delete' },
    params: idParams,
    status: 204,
    response: null,
    errors: [404, 412, { status: 409, codes: ['ASSIGNMENT_HAS_TIMESHEETS'], extensions: { timesheetIds: z.array(z.string().uuid()) } }],
    ifMatch: true,
    mutates: true,
  },
});
