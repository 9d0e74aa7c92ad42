/**
 * A new role, or one edited (If-Match; a 412 loads the current version and keeps what the user
 * changed) or deleted: its name, description and a matrix of rights — per area (module) and action
 * none, own records or all (role-grants.ts). The Administrator role is shown, not edited.
 */
import { ifMatch, type Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { RowActions, confirmDelete } from '../ui/RowActions';
import { cellKey, roleActions, toGrants, toMatrix, type Module } from './role-grants';
import type { Role } from './useRoles';

type Form = Record<string, string>;

const toForm = (r: Role | null, modules: Module[]): Form => ({ name: r?.name ?? '', description: r?.description ?? '', ...toMatrix(r?.permissions ?? [], modules) });

function toBody(form: Form, modules: Module[]): Schemas['CreateRoleRequest'] {
  return { name: form.name.trim(), description: form.description.trim() || null, permissions: toGrants(form, modules) };
}

export function RoleForm(props: { role: Role | null; modules: Module[]; onSaved: (r: Role) => void; onDeleted: () => void; onCancel: () => void }) {
  const t = useT();
  const { role, modules } = props;
  const form = useForm(toForm(role, modules), t('saved'), t('conflict'));
  const save = form.submit(
    (v) =>
      role
        ? api.PUT('/api/roles/{id}', { params: { path: { id: role.id }, header: { 'if-match': ifMatch(role.version) } }, body: toBody(v, modules) })
        : api.POST('/api/roles', { body: toBody(v, modules) }),
    props.onSaved,
    async () => {
      const { data } = await api.GET('/api/roles/{id}', { params: { path: { id: role!.id } } });
      if (!data) return undefined;
      props.onSaved(data);
      return toForm(data, modules);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () =>
      api.DELETE('/api/roles/{id}', { params: { path: { id: role!.id } } }));
    if (problem === null) return props.onDeleted();
    if (problem) form.setProblem(problem);
  }
  const { values, set, errors } = form;
  const administrator = role?.builtIn === 'administrator';
  const mayEdit = !administrator && (role ? can('roles', 'update') : can('roles', 'create'));
  const scopes: Array<[string, string]> = [['', t('role.none')], ['Own', t('role.own')], ['All', t('role.allScope')]];
  return (
    <form className="card" onSubmit={save} aria-label={`${t('role.one')} ${role ? t('edit') : t('new')}`}>
      <h2>{role ? `${t('edit')}: ${role.name}` : `${t('role.one')}: ${t('new')}`}</h2>
      <FormStatus form={form} />
      {administrator ? <p className="hint">{t('role.protected')}</p> : null}
      <fieldset disabled={!mayEdit}>
        <div className="grid">
          <Field label={t('name')} name="name" value={values.name} onChange={set('name')} errors={errors} required />
          <Field label={t('role.description')} name="description" value={values.description} onChange={set('description')} errors={errors} />
        </div>
        <div className="table-wrap">
          <table aria-label={t('role.grants')}>
            <thead><tr><th>{t('role.module')}</th>{roleActions.map((a) => <th key={a}>{t(`action.${a}`)}</th>)}</tr></thead>
            <tbody>
              {modules.map((m) => (
                <tr key={m}>
                  <th scope="row">{t(`module.${m}`)}</th>
                  {roleActions.map((a) => (
                    <td key={a}>
                      <select aria-label={`${t(`module.${m}`)}: ${t(`action.${a}`)}`} value={values[cellKey(m, a)]} onChange={(e) => set(cellKey(m, a))(e.target.value)}>
                        {scopes.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
                      </select>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {errors.permissions ? <em className="field-error">{errors.permissions.join(', ')}</em> : null}
      </fieldset>
      {administrator ? null : <RowActions editing={Boolean(role)} canDelete={can('roles', 'delete')} onDelete={() => void remove()} onCancel={props.onCancel} />}
      {role && can('auditLog') ? <a href={`#/protokoll/role/${role.id}`}>{t('audit')}</a> : null}
    </form>
  );
}
