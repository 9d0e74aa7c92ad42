import { z } from 'zod';
import { defineApi } from './operation';
import { idParams } from './staffing-common';
import { employeeResponseSchema } from './employees';
import { absenceResponseSchema } from './absences';
import { orderResponseSchema } from './orders';
import { checkAssignmentResponseSchema, findingsExtension, savedAssignmentResponseSchema } from './assignments';
import { acknowledgementSchema } from './assignment-duties';

/** Restoring an assignment over Warnings acknowledges them, like saving does; the body may give the reason. */
export const restoreAssignmentRequestSchema = z
  .strictObject({ acknowledgement: acknowledgementSchema.optional() })
  .optional()
  .meta({ id: 'RestoreAssignmentRequest' });
export type RestoreAssignmentRequest = z.infer<typeof restoreAssignmentRequestSchema>;

/** The trash types staffing owns (path segment of `/api/trash/{type}/{id}`); the gateway routes them here. */
export const staffingTrashTypes = ['employees', 'absences', 'orders', 'assignments'] as const;
export type StaffingTrashType = (typeof staffingTrashTypes)[number];

const restore = <R extends z.ZodType>(type: StaffingTrashType, what: string, response: R, extra = '') => ({
  method: 'post' as const,
  path: `/api/trash/${type}/{id}/restore`,
  summary: `Restore ${what} from the trash exactly as it was${extra}`,
  tag: 'Trash',
  permission: { module: 'trash' as const, action: 'update' as const },
  params: idParams,
  response,
  errors: [
    404,
    {
      status: 409,
      codes: ['PARENT_IN_TRASH', 'ASSIGNMENT_CONFLICT', 'ORDER_CANCELLED', 'OUTSIDE_ORDER_RANGE', 'PERSONNEL_NUMBER_TAKEN'],
      extensions: findingsExtension,
      description: 'A parent record is still in the trash, (assignments) the conflict checks refuse the restore, or (employees) another live employee has its personnel number',
    },
  ],
  mutates: true,
});

const purge = (type: StaffingTrashType, what: string) => ({
  method: 'delete' as const,
  path: `/api/trash/${type}/{id}`,
  summary: `Remove ${what} from the trash for good (with its trashed dependants)`,
  tag: 'Trash',
  permission: { module: 'trash' as const, action: 'delete' as const },
  params: idParams,
  status: 204,
  response: null,
  errors: [404],
  mutates: true,
});

export const staffingTrashApi = defineApi({
  restoreEmployee: restore('employees', 'an employee', employeeResponseSchema),
  purgeEmployee: purge('employees', 'an employee'),
  restoreAbsence: restore('absences', 'an absence', absenceResponseSchema, ' (its employee must be live)'),
  purgeAbsence: purge('absences', 'an absence'),
  restoreOrder: restore('orders', 'an order', orderResponseSchema),
  purgeOrder: purge('orders', 'an order'),
  restoreAssignment: {
    ...restore(
      'assignments',
      'an assignment',
      savedAssignmentResponseSchema,
      '; the conflict checks run again and an Error finding refuses it (409 ASSIGNMENT_CONFLICT); restoring over Warnings acknowledges them (event)',
    ),
    body: restoreAssignmentRequestSchema,
  },
  purgeAssignment: purge('assignments', 'an assignment'),
  checkAssignmentRestore: {
    method: 'get',
    path: '/api/trash/assignments/{id}/check',
    summary:
      'Preview what restoring an assignment would find: the conflict checks as the restore runs them now (an Error refuses the restore, Warnings are acknowledged by it)',
    tag: 'Trash',
    permission: { module: 'trash', action: 'read' },
    params: idParams,
    response: checkAssignmentResponseSchema,
    errors: [
      404,
      {
        status: 409,
        codes: ['PARENT_IN_TRASH', 'ORDER_CANCELLED', 'OUTSIDE_ORDER_RANGE'],
        description: 'Its employee or order is in the trash, or the order no longer takes it: the restore would be refused for that',
      },
    ],
  },
});
