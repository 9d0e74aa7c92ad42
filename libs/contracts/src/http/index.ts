import type { Api, Operation } from './operation';

/**
 * Every HTTP API of the system, keyed by its export name (`facilitiesApi`, `auditApi`, …): the
 * gateway builds OpenAPI from it and tests generate matrices from it.
 *
 * Adding a context's contract file is one line in the list below; every export of that file whose
 * name ends in `Api` (a file may hold several, e.g. auth, users, roles) is picked up.
 */
const contractModules: Array<Record<string, unknown>> = [
  await import('./facilities'),
  await import('./contracts'),
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

export const allApis: Record<string, Api> = collectApis(contractModules);

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
