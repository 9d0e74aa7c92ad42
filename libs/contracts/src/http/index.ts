import type { Api, Operation } from './operation';
import { apiOwners, ownerOfApi } from './owners';

export * from './owners';

/**
 * Every HTTP API of the system, keyed by its export name (`facilitiesApi`, `auditApi`, …): the
 * gateway builds OpenAPI from it and tests generate matrices from it.
 *
 * Adding a context's contract file is one line in the list below; every export of that file whose
 * name ends in `Api` (a file may hold several, e.g. auth, users, roles) is picked up. Each API must
 * also be given its owning service in `owners.ts`, or this module refuses to load.
 */
const contractModules: Array<Record<string, unknown>> = [
  await import('./facilities'),
  await import('./contracts'),
  await import('./clients'),
  await import('./audit'),
  await import('./identity'),
  await import('./employees'),
  await import('./absences'),
  await import('./orders'),
  await import('./assignments'),
  await import('./assignment-settings'),
  await import('./staffing-trash'),
  await import('./value-lists'),
  await import('./distances'),
  await import('./self-service'),
  await import('./availability'),
  await import('./employee-facility-preferences'),
  await import('./lending-history'),
  await import('./duty-roster'),
  await import('./candidates'),
  await import('./lending-clock'),
  await import('./timesheets'),
  await import('./facility-portal'),
  await import('./invoice-seller'),
  await import('./invoices'),
  await import('./payroll-settings'),
  await import('./payroll-export'),
  await import('./admin'),
];

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'permission' in value;

const isApi = (value: unknown): value is Api =>
  typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every(isOperation);

function collectApis(modules: Array<Record<string, unknown>>): Record<string, Api> {
  const apis: Record<string, Api> = {};
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Api') || !isApi(value)) continue;
      if (apis[name] && apis[name] !== value) throw new Error(`Two contract files export ${name}`);
      apis[name] = value;
    }
  }
  return apis;
}

/** Every API has exactly the owner `owners.ts` names, and `owners.ts` names only APIs of the contract files. */
function checkOwners(apis: Record<string, Api>) {
  const twice = Object.keys(apis).filter((name) => Object.values(apiOwners).filter((owned) => Object.hasOwn(owned, name)).length > 1);
  if (twice.length > 0) throw new Error(`More than one owning service for ${twice.join(', ')} in contracts/src/http/owners.ts`);
  const unowned = Object.keys(apis).filter((name) => !ownerOfApi(name));
  if (unowned.length > 0) throw new Error(`No owning service for ${unowned.join(', ')}: add it to apiOwners in contracts/src/http/owners.ts`);
  for (const [owner, owned] of Object.entries(apiOwners)) {
    for (const [name, api] of Object.entries(owned)) {
      if (apis[name] !== api) throw new Error(`apiOwners.${owner}.${name} is not an API export of the contract files`);
    }
  }
  return apis;
}

export const allApis: Record<string, Api> = checkOwners(collectApis(contractModules));

/** Every operation of every API as `[operationName, operation]` (operation names are unique system-wide). */
export function allOperations(apis: Record<string, Api> = allApis): Array<[string, Operation]> {
  const seen = new Map<string, string>();
  const out: Array<[string, Operation]> = [];
  for (const [apiName, api] of Object.entries(apis)) {
    for (const [name, op] of Object.entries(api)) {
      const other = seen.get(name);
      if (other) throw new Error(`Operation ${name} is declared by both ${other} and ${apiName}`);
      seen.set(name, apiName);
      out.push([name, op]);
    }
  }
  return out;
}
