/**
 * Benutzer (user accounts): list with search, a role and an active filter; pick one to edit, set its
 * password or move it to the trash (UserForm.tsx), or enter a new one. Identity refuses what the
 * caller may not grant (docs/identity.md); the form shows its words for each refusal.
 */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useLanguage, useT } from '../i18n';
import { usePicked } from '../ui/usePicked';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { UserForm } from './UserForm';
import { useRoles } from './useRoles';

type User = Schemas['UserResponse'];
type Status = '' | 'true' | 'false';

export function Users() {
  const t = useT();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState('');
  const [active, setActive] = useState<Status>('');
  const { roles } = useRoles();
  const users = usePagedList<User>(
    (paging) => api.GET('/api/users', { params: { query: { ...paging, ...(search ? { search } : {}), ...(roleId ? { roleId } : {}), ...(active ? { active: active === 'true' } : {}) } } }),
    [search, roleId, active],
  );
  const { items, reload } = users;
  const { selected, editing, setSelected, formKey, pick, notice, setNotice } = usePicked<User>();
  const mayForm = selected && (editing ? can('users', 'update') || can('users', 'delete') : can('users', 'create'));
  const roleName = (id: string) => roles.find((r) => r.id === id)?.name ?? '…';
  const when = (at: string | null) => (at ? new Date(at).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' }) : t('user.never'));
  return (
    <section className="split">
      <div>
        <h1>{t('users')}</h1>
        <div className="toolbar">
          <label>{t('search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} /></label>
          {roles.length ? (
            <label>{t('role.one')}{' '}
              <select value={roleId} onChange={(e) => setRoleId(e.target.value)}>
                <option value="">{t('all')}</option>
                {roles.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
              </select>
            </label>
          ) : null}
          <label>{t('user.status')}{' '}
            <select value={active} onChange={(e) => setActive(e.target.value as Status)}>
              <option value="">{t('all')}</option>
              <option value="true">{t('user.active')}</option>
              <option value="false">{t('user.inactive')}</option>
            </select>
          </label>
          {can('users', 'create') ? <button type="button" onClick={() => pick('new')}>{t('new')}</button> : null}
        </div>
        {notice ? <p role="status">{notice}</p> : null}
        <div className="table-wrap">
          <table>
            <thead><tr><th>{t('name')}</th><th>{t('email')}</th><th>{t('user.roles')}</th><th>{t('user.status')}</th><th>{t('user.lastLogin')}</th></tr></thead>
            <tbody>
              {items.map((u) => (
                <tr key={u.id} aria-selected={editing?.id === u.id}>
                  <td><button type="button" className="link" onClick={() => pick(u)}>{u.displayName}</button></td>
                  <td>{u.email}</td>
                  <td>{roles.length ? u.roleIds.map(roleName).join(', ') || '–' : u.roleIds.length}</td>
                  <td>{u.active ? t('user.active') : t('user.inactive')}</td>
                  <td>{when(u.lastLoginAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager paged={users} />
      </div>
      <div>
        {mayForm ? (
          <UserForm key={formKey} user={editing} roles={roles} onSaved={(u) => (setSelected(u), reload())}
            onDeleted={() => (pick(null), setNotice(t('toTrash')), reload())} onCancel={() => pick(null)} />
        ) : null}
      </div>
    </section>
  );
}
