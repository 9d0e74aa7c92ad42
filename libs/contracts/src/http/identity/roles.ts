import { z } from 'zod';
import { permissionGrantSchema } from '../../permissions';
import { idParamSchema, pagedResponseSchema, pagingQuerySchema, recordMeta, text } from '../common';
import { defineApi } from '../operation';
import { grantRefusals } from './grant-refusals';

/** `administrator` (protected), `planner` (Disponent), `employee` (self-service), `facility` (Einrichtung: the facility portal); null for roles made by users. */
export const builtInRoles = ['administrator', 'planner', 'employee', 'facility'] as const;
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
    ...recordMeta,
    name: z.string(),
    description: z.string().nullable(),
    permissions: z.array(permissionGrantSchema),
    builtIn: builtInRoleSchema.nullable(),
  })
  .meta({ id: 'RoleResponse' });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

export const rolePagedResponseSchema = pagedResponseSchema(roleResponseSchema).meta({ id: 'RoleResponsePagedResponse' });

export const listRolesQuerySchema = pagingQuerySchema.extend({ search: z.string().trim().max(200).optional() });
export type ListRolesQuery = z.infer<typeof listRolesQuerySchema>;

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
    errors: [{ status: 409, codes: ['ROLE_NAME_TAKEN'] }, grantRefusals('PERMISSION_NOT_HELD')],
    mutates: true,
  },
  updateRole: {
    method: 'put',
    path: '/api/roles/{id}',
    summary: 'Replace a role (If-Match optional); a change of its permissions revokes its holders’ access tokens',
    tag: 'Roles',
    permission: { module: 'roles', action: 'update' },
    params: idParamSchema,
    body: updateRoleRequestSchema,
    response: roleResponseSchema,
    errors: [404, { status: 409, codes: ['ROLE_NAME_TAKEN', 'PROTECTED_ROLE'] }, grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED')],
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
    errors: [
      404,
      grantRefusals('PERMISSION_NOT_HELD', 'ADMINISTRATOR_PROTECTED'),
      { status: 409, codes: ['PROTECTED_ROLE', 'ROLE_IN_USE'], extensions: { userCount: z.number().int().meta({ description: 'ROLE_IN_USE: how many users hold the role' }) } },
    ],
    mutates: true,
  },
});
