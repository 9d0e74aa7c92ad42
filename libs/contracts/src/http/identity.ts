import { z } from 'zod';
import { permissionGrantSchema, permissionMapSchema } from '../permissions';
import { idParamSchema, pagedResponseSchema, pagingQuerySchema, text } from './common';
import { defineApi } from './operation';

/** Passwords as the wire carries them; the policy (length, not the email) is checked by identity. */
const passwordSchema = z.string().min(1, { message: 'is required' }).max(1024);
const emailSchema = z.email({ message: 'must be an email address' }).trim().max(254);

// ── auth ────────────────────────────────────────────────────────────────────────────────────────

export const loginRequestSchema = z
  .strictObject({ email: z.string().trim().min(1, { message: 'is required' }).max(254), password: passwordSchema })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login and refresh answer the same: a short-lived bearer token (the refresh token travels as a cookie). */
export const tokenResponseSchema = z
  .object({ accessToken: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number().int() })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const changePasswordRequestSchema = z
  .strictObject({ currentPassword: passwordSchema, newPassword: passwordSchema })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const rotateKeyResponseSchema = z
  .object({ kid: z.string(), activatesAt: z.string() })
  .meta({ id: 'RotateKeyResponse' });

// ── roles ───────────────────────────────────────────────────────────────────────────────────────

/** `administrator` (protected), `planner` (Disponent), `employee` (self-service); null for roles made by users. */
export const builtInRoles = ['administrator', 'planner', 'employee'] as const;
export const builtInRoleSchema = z.enum(builtInRoles);

const roleFields = {
  name: text(100).min(1, { message: 'is required' }),
  description: text(1000).nullable().optional(),
  permissions: z.array(permissionGrantSchema).max(100),
};

export const createRoleRequestSchema = z.strictObject(roleFields).meta({ id: 'CreateRoleRequest' });
export type CreateRoleRequest = z.infer<typeof createRoleRequestSchema>;
export const updateRoleRequestSchema = z.strictObject(roleFields).meta({ id: 'UpdateRoleRequest' });
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;

export const roleResponseSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    description: z.string().nullable(),
    permissions: z.array(permissionGrantSchema),
    builtIn: builtInRoleSchema.nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RoleResponse' });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

export const rolePagedResponseSchema = pagedResponseSchema(roleResponseSchema).meta({ id: 'RoleResponsePagedResponse' });

export const listRolesQuerySchema = pagingQuerySchema.extend({ search: z.string().trim().max(200).optional() });
export type ListRolesQuery = z.infer<typeof listRolesQuerySchema>;

// ── users ───────────────────────────────────────────────────────────────────────────────────────

const userFields = {
  email: emailSchema,
  displayName: text(200).min(1, { message: 'is required' }),
  active: z.boolean().optional(),
  roleIds: z.array(z.string().uuid({ message: 'must be a UUID' })).max(50),
  employeeId: z.string().uuid({ message: 'must be a UUID' }).nullable().optional(),
};

export const createUserRequestSchema = z.strictObject({ ...userFields, password: passwordSchema }).meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;
/** PUT replaces every editable field: `active` left out means true, `employeeId` left out means no link. */
export const updateUserRequestSchema = z.strictObject(userFields).meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({ password: passwordSchema }).meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const userResponseSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    displayName: z.string(),
    active: z.boolean(),
    roleIds: z.array(z.string().uuid()),
    employeeId: z.string().uuid().nullable(),
    lastLoginAt: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const userPagedResponseSchema = pagedResponseSchema(userResponseSchema).meta({ id: 'UserResponsePagedResponse' });

export const listUsersQuerySchema = pagingQuerySchema.extend({
  /** Case-insensitive substring of display name or email. */
  search: z.string().trim().max(200).optional(),
  roleId: z.string().uuid({ message: 'must be a UUID' }).optional(),
  active: z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true').optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** `GET /api/auth/me`: the caller, their roles and the permissions merged from them (as of now, not as of the token). */
export const meResponseSchema = userResponseSchema
  .extend({
    roles: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
    permissions: permissionMapSchema,
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof meResponseSchema>;

// ── operations ──────────────────────────────────────────────────────────────────────────────────

export const authApi = defineApi({
  login: {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Log in with email and password; sets the refresh-token cookie',
    tag: 'Auth',
    permission: 'public',
    body: loginRequestSchema,
    response: tokenResponseSchema,
    errors: [401, 429],
  },
  refresh: {
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'New access token from the refresh-token cookie (rotates it); needs X-Requested-With and an allowed Origin',
    tag: 'Auth',
    permission: 'public',
    response: tokenResponseSchema,
    errors: [401, 403],
  },
  logout: {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the session of the refresh-token cookie; needs X-Requested-With and an allowed Origin',
    tag: 'Auth',
    permission: 'public',
    status: 204,
    response: null,
    errors: [403],
  },
  me: {
    method: 'get',
    path: '/api/auth/me',
    summary: 'The caller with roles and permissions',
    tag: 'Auth',
    permission: 'authenticated',
    response: meResponseSchema,
  },
  changePassword: {
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Change the own password (ends the caller’s other sessions)',
    tag: 'Auth',
    permission: 'authenticated',
    body: changePasswordRequestSchema,
    status: 204,
    response: null,
    errors: [429],
    mutates: true,
  },
  rotateSigningKey: {
    method: 'post',
    path: '/api/auth/keys/rotate',
    summary: 'Create a new signing key: published in the JWKS now, signing after the activation delay',
    tag: 'Auth',
    permission: { module: 'roles', action: 'update' },
    response: rotateKeyResponseSchema,
    mutates: true,
  },
});

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
    errors: [409, 413, 415],
    mutates: true,
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
    errors: [404, 409, 412, 413, 415],
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
    errors: [404, 409],
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
    errors: [404],
    mutates: true,
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
    errors: [404, 409],
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
    errors: [404, 409],
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
    errors: [404],
    mutates: true,
  },
});

export const rolesApi = defineApi({
  listRoles: {
    method: 'get',
    path: '/api/roles',
    summary: 'List roles',
    tag: 'Roles',
    permission: { module: 'roles', action: 'read' },
    query: listRolesQuerySchema,
    response: rolePagedResponseSchema,
  },
  getRole: {
    method: 'get',
    path: '/api/roles/{id}',
    summary: 'Get one role',
    tag: 'Roles',
    permission: { module: 'roles', action: 'read' },
    params: idParamSchema,
    response: roleResponseSchema,
    errors: [404],
  },
  createRole: {
    method: 'post',
    path: '/api/roles',
    summary: 'Create a role (permissions from the module catalog)',
    tag: 'Roles',
    permission: { module: 'roles', action: 'create' },
    body: createRoleRequestSchema,
    response: roleResponseSchema,
    errors: [409, 413, 415],
    mutates: true,
  },
  updateRole: {
    method: 'put',
    path: '/api/roles/{id}',
    summary: 'Replace a role (If-Match optional); holders get it at their next token refresh',
    tag: 'Roles',
    permission: { module: 'roles', action: 'update' },
    params: idParamSchema,
    body: updateRoleRequestSchema,
    response: roleResponseSchema,
    errors: [404, 409, 412, 413, 415],
    ifMatch: true,
    mutates: true,
  },
  deleteRole: {
    method: 'delete',
    path: '/api/roles/{id}',
    summary: 'Delete a role; 409 while any user holds it',
    tag: 'Roles',
    permission: { module: 'roles', action: 'delete' },
    params: idParamSchema,
    status: 204,
    response: null,
    errors: [404, 409],
    mutates: true,
  },
});
