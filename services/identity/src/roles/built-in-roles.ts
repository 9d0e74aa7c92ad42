import { actions, allPermissions, type PermissionGrant } from '@cs/contracts';

const all = [...actions];

/**
 * The roles seeded on first start (docs/identity.md explains them). Only Administrator is protected;
 * the others are starting points the office may edit or delete.
 */
export const builtInRoleDefinitions: Array<{ builtIn: 'administrator' | 'planner' | 'employee' | 'facility'; name: string; description: string; permissions: PermissionGrant[] }> = [
  {
    builtIn: 'administrator',
    name: 'Administrator',
    description: 'Everything, in every module. Cannot be deleted or reduced.',
    permissions: allPermissions,
  },
  {
    builtIn: 'planner',
    name: 'Disponent',
    description: 'Planners: facilities, clients, contracts, orders, employees, absences, assignments, distances, availability, clients’ wishes, lending records and timesheets; reads settings, value lists and the audit log; restores from the trash.',
    permissions: [
      ...(['facilities', 'clients', 'contracts', 'orders', 'employees', 'absences', 'assignments', 'distances', 'availability', 'employeeFacilityPreferences', 'lending', 'timesheets'] as const).map((module) => ({ module, actions: all, scope: 'All' as const })),
      { module: 'valueLists', actions: ['read'], scope: 'All' },
      { module: 'assignmentSettings', actions: ['read'], scope: 'All' },
      { module: 'auditLog', actions: ['read'], scope: 'All' },
      { module: 'trash', actions: ['read', 'update'], scope: 'All' },
    ],
  },
  {
    builtIn: 'employee',
    name: 'Mitarbeiter (Self-Service)',
    description: 'Employees: their own distances (all actions), their own availability (read, state), their own timesheets (read, enter actual times, submit), their own employee record, assignments and absences (read).',
    permissions: [
      { module: 'distances', actions: all, scope: 'Own' },
      { module: 'availability', actions: ['read', 'update'], scope: 'Own' },
      { module: 'timesheets', actions: ['read', 'update'], scope: 'Own' },
      { module: 'employees', actions: ['read'], scope: 'Own' },
      { module: 'assignments', actions: ['read'], scope: 'Own' },
      { module: 'absences', actions: ['read'], scope: 'Own' },
    ],
  },
  {
    builtIn: 'facility',
    name: 'Einrichtung',
    description: 'A facility’s ward office (the account linked to a facility): its facility’s orders, the assigned employees (names, qualifications) and timesheets; confirms or disputes timesheets.',
    permissions: [{ module: 'facilityPortal', actions: ['read', 'update'], scope: 'Own' }],
  },
];
