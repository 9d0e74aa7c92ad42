/**
 * A role's grants (`[{ module, actions, scope }]`, as identity stores them) as a matrix of one scope
 * per module and action ('' = not granted) and back. The modules are the ones identity knows: the
 * built-in Administrator role holds every one (then any other role's), so the web client keeps no
 * copy of the catalogue.
 */
import type { Schemas } from '@cs/client';

type Grant = Schemas['RoleResponse']['permissions'][number];
export type Module = Grant['module'];
export type Action = Grant['actions'][number];
export type Scope = Grant['scope'] | '';

export const roleActions: Action[] = ['read', 'create', 'update', 'delete'];
export const cellKey = (module: string, action: string) => `grant.${module}.${action}`;

/** Every module, the Administrator role's order first. */
export function modulesOf(roles: Array<Pick<Schemas['RoleResponse'], 'builtIn' | 'permissions'>>): Module[] {
  const ordered = [...roles].sort((a, b) => Number(b.builtIn === 'administrator') - Number(a.builtIn === 'administrator'));
  return [...new Set(ordered.flatMap((r) => r.permissions.map((g) => g.module)))];
}

/** The matrix of a role's grants: the wider scope where two grants name the same module and action. */
export function toMatrix(grants: Grant[], modules: Module[]): Record<string, Scope> {
  const cells: Record<string, Scope> = {};
  for (const m of modules) for (const a of roleActions) cells[cellKey(m, a)] = '';
  for (const g of grants) for (const a of g.actions) if (cells[cellKey(g.module, a)] !== 'All') cells[cellKey(g.module, a)] = g.scope;
  return cells;
}

/** The grants of a matrix: per module one grant per scope, its actions in the catalogue's order. */
export function toGrants(cells: Record<string, string>, modules: Module[]): Grant[] {
  const grants: Grant[] = [];
  for (const module of modules) {
    for (const scope of ['All', 'Own'] as const) {
      const actions = roleActions.filter((a) => cells[cellKey(module, a)] === scope);
      if (actions.length) grants.push({ module, actions, scope });
    }
  }
  return grants;
}
