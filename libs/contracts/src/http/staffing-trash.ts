import { z } from 'zod';
import { defineApi } from './operation';
import { uuidSchema } from './staffing-common';
import { employeeResponseSchema } from './employees';
import { absenceResponseSchema } from './absences';
import { orderResponseSchema } from './orders';
import { savedAssignmentResponseSchema } from './assignments';

/** The trash types staffing owns (path segment of `/api/trash/{type}/{id}`). */
export const staffingTrashTypes = ['employees', 'absences', 'orders', 'assignments'] as const;
export type StaffingTrashType = (typeof staffingTrashTypes)[number];

const trashParams = z.object({
  type: z.enum(staffingTrashTypes, { message: `must be one of ${staffingTrashTypes.join(', ')}` }),
  id: uuidSchema,
});

/** The restored record, exactly as its own GET answers (an assignment also carries its warnings). */
export const restoredRecordResponseSchema = z
  .union([savedAssignmentResponseSchema, orderResponseSchema, absenceResponseSchema, employeeResponseSchema])
  .meta({ id: 'StaffingRestoredRecord' });

const tag = 'Trash';

export const staffingTrashApi = defineApi({
  restoreStaffingRecord: {
    method: 'post',
    path: '/api/trash/{type}/{id}/restore',
    summary: 'Restore a soft-deleted employee, absence, order or assignment (an assignment is checked again)',
    tag,
    permission: { module: 'trash', action: 'update' },
    params: trashParams,
    response: restoredRecordResponseSchema,
    errors: [404, 409],
    mutates: true,
  },
  purgeStaffingRecord: {
    method: 'delete',
    path: '/api/trash/{type}/{id}',
    summary: 'Remove a soft-deleted employee, absence, order or assignment for good',
    tag,
    permission: { module: 'trash', action: 'delete' },
    params: trashParams,
    status: 204,
    response: null,
    errors: [404],
    mutates: true,
  },
});
