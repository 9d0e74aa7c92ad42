/** Every role (a few), for naming a user's roles and choosing them: empty for a caller who may not read roles. */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { allPages } from '../ui/usePagedList';

export type Role = Schemas['RoleResponse'];

export function useRoles(): { roles: Role[]; reload: () => void } {
  const [roles, setRoles] = useState<Role[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!can('roles', 'read')) return;
    let live = true;
    void allPages<Role>((paging) => api.GET('/api/roles', { params: { query: paging } })).then((all) => live && setRoles(all));
    return () => void (live = false);
  }, [round]);
  return { roles, reload: () => setRound((n) => n + 1) };
}
