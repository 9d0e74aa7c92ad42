/**
 * Rollen (roles): the list, and per role its name, description and rights — one scope per area and
 * action (none, own records, all) — edited, created or deleted (RoleForm.tsx). Identity refuses a
 * right the caller does not hold, changes to the Administrator role and deleting a role accounts
 * still hold; the form words each refusal.
 */
import { can } from '../session';
import { useT } from '../i18n';
import { usePicked } from '../ui/usePicked';
import { RoleForm } from './RoleForm';
import { modulesOf } from './role-grants';
import { useRoles, type Role } from './useRoles';

export function Roles() {
  const t = useT();
  const { roles, reload } = useRoles();
  const { selected, editing, setSelected, formKey, pick, notice, setNotice } = usePicked<Role>();
  const mayForm = selected && (editing ? can('roles', 'update') || can('roles', 'delete') : can('roles', 'create'));
  const modules = modulesOf(roles);
  const rights = (r: Role) => r.permissions.reduce((n, g) => n + g.actions.length, 0);
  return (
    <section className="split">
      <div>
        <h1>{t('roles')}</h1>
        <div className="toolbar">{can('roles', 'create') ? <button type="button" onClick={() => pick('new')}>{t('new')}</button> : null}</div>
        {notice ? <p role="status">{notice}</p> : null}
        <div className="table-wrap">
          <table>
            <thead><tr><th>{t('name')}</th><th>{t('role.description')}</th><th>{t('role.grants')}</th></tr></thead>
            <tbody>
              {roles.map((r) => (
                <tr key={r.id} aria-selected={editing?.id === r.id}>
                  <td><button type="button" className="link" onClick={() => pick(r)}>{r.name}</button>{r.builtIn ? ` (${t('role.builtIn')})` : ''}</td>
                  <td>{r.description ?? '–'}</td>
                  <td>{rights(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div>
        {mayForm ? (
          <RoleForm key={formKey} role={editing} modules={modules} onSaved={(r) => (setSelected(r), reload())}
            onDeleted={() => (pick(null), setNotice(t('role.deleted')), reload())} onCancel={() => pick(null)} />
        ) : null}
      </div>
    </section>
  );
}
