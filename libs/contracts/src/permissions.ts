import { z } from 'zod';

/** Every module of the spec that a role can grant. One place; identity validates roles against it. */
export const modules = [
  'facilities',
  /** Clients (Entleiher): the legal entities facilities belong to. */
  'clients',
  'contracts',
  'orders',
  'employees',
  'absences',
  'assignments',
  'assignmentSettings',
  'distances',
  /** Employees' stated availability per day (office: All; self-service `/api/me/availability`: Own). */
  'availability',
  /** Clients' wishes: a facility blocks or prefers an employee. */
  'employeeFacilityPreferences',
  /** Lending law (AÜG): history periods by hand, each employee's clock per client, the deadlines. */
  'lending',
  /** Timesheets (Leistungsnachweise): office All; self-service `/api/me/timesheets`: Own. */
  'timesheets',
  /**
   * The facility portal (`/api/facility-portal`, a ward's office): its facility's orders, their
   * assigned employees (name, qualifications) and timesheets, confirm or dispute them. Always
   * limited to the caller's linked facility (token claim `fac`), whatever the scope.
   */
  'facilityPortal',
  /**
   * Invoices from confirmed timesheets and the seller data (issue 26): read; create (draft); update
   * (recalculate, issue, seller data); delete (delete a draft, cancel an issued invoice by a Storno).
   */
  'invoices',
  /**
   * Payroll (Lohnabrechnung): the payroll settings (DATEV numbers, wage types, night window) and the
   * monthly payroll exports from confirmed timesheets, with their CSV and DATEV LODAS files.
   */
  'payroll',
  'valueLists',
  'users',
  'roles',
  'auditLog',
  /** Operator routes: list and replay parked events (`/api/admin/parked-events/{service}`). */
  'parkedEvents',
  'trash',
] as const;
export type Module = (typeof modules)[number];
export const moduleSchema = z.enum(modules);

export const actions = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];
export const actionSchema = z.enum(actions);

export const scopes = ['Own', 'All'] as const;
export type Scope = (typeof scopes)[number];
export const scopeSchema = z.enum(scopes);

/** A role's grant as stored and sent over the wire. */
export const permissionGrantSchema = z.strictObject({
  module: moduleSchema,
  actions: z.array(actionSchema).min(1),
  scope: scopeSchema,
});
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

/**
 * The compact form carried in access tokens: `{ facilities: { read: 'All' } }`.
 * When several roles grant the same (module, action), the wider scope wins.
 */
export type PermissionMap = Partial<Record<Module, Partial<Record<Action, Scope>>>>;
export const permissionMapSchema = z.partialRecord(moduleSchema, z.partialRecord(actionSchema, scopeSchema));

export function mergeGrants(grants: PermissionGrant[]): PermissionMap {
  const map: PermissionMap = {};
  for (const grant of grants) {
    const forModule = (map[grant.module] ??= {});
    for (const action of grant.actions) {
      if (forModule[action] !== 'All') forModule[action] = grant.scope;
    }
  }
  return map;
}

/** Everything, for the built-in Administrator role. */
export const allPermissions: PermissionGrant[] = modules.map((module) => ({
  module,
  actions: [...actions],
  scope: 'All' as const,
}));
