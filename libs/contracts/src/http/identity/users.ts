import { z } from 'zod';
import { idParamSchema, pagedResponseSchema, pagingQuerySchema, recordMeta, text } from '../common';
import { defineApi } from '../operation';
import { queryBoolean } from '../query-boolean';
import { grantRefusals } from './grant-refusals';

/** Passwords as the wire carries them; the policy (length, not the email) is checked by identity. */
export const passwordSchema = z.string().min(1, { message: 'is required' }).max(1024);
export const emailSchema = z.email({ message: 'must be an email address' }).trim().max(254);

const userFields = {
  email: emailSchema,
  displayName: text(200).min(1, { message: 'is required' }),
  active: z.boolean().optional(),
  roleIds: z.array(z.string().uuid({ message: 'must be a UUID' })).max(50),
  employeeId: z.string().uuid({ message: 'must be a UUID' }).nullable().optional(),
  /** The facility a facility user (ward's office) belongs to; a user is linked to an employee or a facility, not both. */
  facilityId: z.string().uuid({ message: 'must be a UUID' }).nullable().optional(),
};

export const createUserRequestSchema = z.strictObject({ ...userFields, password: passwordSchema }).meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;
/** PUT replaces every editable field: `active` left out means true, `employeeId` / `facilityId` left out mean no link. */
export const updateUserRequestSchema = z.strictObject(userFields).meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({ password: passwordSchema }).meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const userResponseSchema = z
  .object({
    ...recordMeta,
    email: z.string(),
    displayName: z.string(),
    active: z.boolean(),
    roleIds: z.array(z.string().uuid()),
    employeeId: z.string().uuid().nullable(),
    facilityId: z.string().uuid().nullable(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const userPagedResponseSchema = pagedResponseSchema(userResponseSchema).meta({ id: 'UserResponsePagedResponse' });

export const listUsersQuerySchema = pagingQuerySchema.extend({
  /** Case-insensitive substring of display name or email. */
  search: z.string().trim().max(200).optional(),
  roleId: z.string().uuid({ message: 'must be a UUID' }).optional(),
  active: queryBoolean().optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const usersApi = defineApi({
  listUsers: {
    method: 'get',
    path: '/api/users',
    summary: 'List users (search by name or email, filter by role and active flag)',
    tag: 'Users',
    permission: { module: 'users', action: 'read' },
    query: listUsersQuerySchema,
    response: userPagedResponseSchema,
  },
  getUser: {
    method: 'get',
    path: '/api/users/{id}',
    summary: 'Get one user',
    tag: 'Users',
    permission: { module: 'users', action: 'read' },
    params: idParamSchema,
    response: userResponseSchema,
    errors: [404],
  },
  createUser: {
    method: 'post',
    path: '/api/users',
    summary: 'Create a user with an initial password',
    tag: 'Users',
    permission: { module: 'users', action: 'create' },
    body: createUserRequestSchema,
    response: userResponseSchema,
    errors: [{ status: 409, codes: ['EMAIL_TAKEN', 'EMPLOYEE_ALREADY_LINKED'] }, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED')],
    mutates: true,
    idempotencyKey: false,
  },
  updateUser: {
    method: 'put',
    path: '/api/users/{id}',
    summary: 'Replace a user’s editable fields (If-Match optional)',
    tag: 'Users',
    permission: { module: 'users', action: 'update' },
    params: idParamSchema,
    body: updateUserRequestSchema,
    response: userResponseSchema,
    errors: [404, { status: 409, codes: ['EMAIL_TAKEN', 'EMPLOYEE_ALREADY_LINKED', 'OWN_ACCOUNT', 'LAST_ADMINISTRATOR'] }, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED', 'OWN_ROLES', 'OWN_EMPLOYEE_LINK')],
    ifMatch: true,
    mutates: true,
  },
  deactivateUser: {
    method: 'post',
    path: '/api/users/{id}/deactivate',
    summary: 'Deactivate a user: no more logins or refreshes, sessions end',
    tag: 'Users',
    permission: { module: 'users', action: 'update' },
    params: idParamSchema,
    response: userResponseSchema,
    errors: [404, { status: 409, codes: ['OWN_ACCOUNT', 'LAST_ADMINISTRATOR'] }, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED')],
    mutates: true,
  },
  resetUserPassword: {
    method: 'post',
    path: '/api/users/{id}/password',
    summary: 'Set a new password for a user (administrators); ends the user’s sessions',
    tag: 'Users',
    permission: { module: 'users', action: 'update' },
    params: idParamSchema,
    body: resetPasswordRequestSchema,
    status: 204,
    response: null,
    errors: [404, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED')],
    mutates: true,
    idempotencyKey: false,
  },
  deleteUser: {
    method: 'delete',
    path: '/api/users/{id}',
    summary: 'Move a user to the trash',
    tag: 'Users',
    permission: { module: 'users', action: 'delete' },
    params: idParamSchema,
    status: 204,
    response: null,
    errors: [404, { status: 409, codes: ['OWN_ACCOUNT', 'LAST_ADMINISTRATOR'] }, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED')],
    mutates: true,
  },
  restoreUser: {
    method: 'post',
    path: '/api/trash/users/{id}/restore',
    summary: 'Restore a user from the trash',
    tag: 'Trash',
    permission: { module: 'trash', action: 'update' },
    params: idParamSchema,
    response: userResponseSchema,
    errors: [404, { status: 409, codes: ['EMAIL_TAKEN', 'EMPLOYEE_ALREADY_LINKED'] }, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED')],
    mutates: true,
  },
  purgeUser: {
    method: 'delete',
    path: '/api/trash/users/{id}',
    summary: 'Delete a user in the trash for good',
    tag: 'Trash',
    permission: { module: 'trash', action: 'delete' },
    params: idParamSchema,
    status: 204,
    response: null,
    errors: [404, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED')],
    mutates: true,
  },
});