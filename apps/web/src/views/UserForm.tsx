/**
 * A new user account, or one edited (If-Match; a 412 loads the current version and keeps what the
 * user typed), given a new password, or moved to the trash. An account is linked to an employee
 * (self-service), to a facility (the ward office's portal) or to nothing; its roles are chosen from
 * the roles list. Identity refuses what the caller may not grant; the banner words each refusal.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, FormStatus, ProblemBanner, fieldErrors } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { RowActions, confirmDelete } from '../ui/RowActions';
import { RecordPicker } from '../ui/RecordPicker';
import { CodeChecklist } from '../ui/CodeChecklist';
import type { Role } from './useRoles';

type User = Schemas['UserResponse'];
type Link = 'none' | 'employee' | 'facility';
type Form = { email: string; displayName: string; password: string; active: string; roleIds: string; link: Link; employeeId: string; facilityId: string };

const linkOf = (u: User | null): Link => (u?.employeeId ? 'employee' : u?.facilityId ? 'facility' : 'none');

function toForm(u: User | null): Form {
  return {
    email: u?.email ?? '', displayName: u?.displayName ?? '', password: '', active: String(u?.active ?? true), roleIds: (u?.roleIds ?? []).join(','),
    link: linkOf(u), employeeId: u?.employeeId ?? '', facilityId: u?.facilityId ?? '',
  };
}

function toBody(form: Form): Schemas['UpdateUserRequest'] {
  return {
    email: form.email.trim(),
    displayName: form.displayName.trim(),
    active: form.active === 'true',
    roleIds: form.roleIds.split(',').filter(Boolean),
    employeeId: form.link === 'employee' && form.employeeId ? form.employeeId : null,
    facilityId: form.link === 'facility' && form.facilityId ? form.facilityId : null,
  };
}

/** The linked employee's or facility's name, read once (the picker shows it). */
function useLinkLabel(user: User | null): string | undefined {
  const [label, setLabel] = useState<string>();
  useEffect(() => {
    let live = true;
    if (user?.employeeId) {
      const id = user.employeeId;
      void call(() => api.GET('/api/employees/{id}', { params: { path: { id } } })).then(({ data }) => live && setLabel(data ? `${data.lastName}, ${data.firstName}` : id));
    } else if (user?.facilityId) {
      const id = user.facilityId;
      void call(() => api.GET('/api/facilities/{id}', { params: { path: { id } } })).then(({ data }) => live && setLabel(data?.name ?? id));
    }
    return () => void (live = false);
  }, [user?.employeeId, user?.facilityId]);
  return label;
}

/** A new password for an existing account (identity ends its sessions); the account's new version goes to `onChanged`. */
function PasswordReset({ user, onChanged }: { user: User; onChanged: (u: User) => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  async function send(e: FormEvent) {
    e.preventDefault();
    const { error } = await call(() => api.POST('/api/users/{id}/password', { params: { path: { id: user.id } }, body: { password } }));
    setProblem((error as Problem | undefined) ?? null);
    setNotice(error ? '' : t('user.passwordSet'));
    if (error) return;
    setPassword('');
    const { data } = await call(() => api.GET('/api/users/{id}', { params: { path: { id: user.id } } }));
    if (data) onChanged(data); // the form's If-Match follows
  }
  return (
    <form className="card" onSubmit={send} aria-label={t('user.setPassword')}>
      <ProblemBanner problem={problem} />
      {notice ? <p role="status">{notice}</p> : null}
      <Field label={t('user.newPassword')} name="password" type="password" value={password} onChange={setPassword} errors={fieldErrors(problem)} required />
      <div className="actions"><button type="submit">{t('user.setPassword')}</button></div>
    </form>
  );
}

export function UserForm(props: { user: User | null; roles: Role[]; onSaved: (u: User) => void; onDeleted: () => void; onCancel: () => void }) {
  const t = useT();
  const user = props.user;
  const form = useForm(toForm(user), t('saved'), t('conflict'));
  const linkLabel = useLinkLabel(user);
  const save = form.submit(
    (v) =>
      user
        ? api.PUT('/api/users/{id}', { params: { path: { id: user.id }, header: { 'if-match': ifMatch(user.version) } }, body: toBody(v) })
        : api.POST('/api/users', { body: { ...toBody(v), password: v.password } }),
    props.onSaved,
    async () => {
      const { data } = await api.GET('/api/users/{id}', { params: { path: { id: user!.id } } });
      if (!data) return undefined;
      props.onSaved(data); // the list and the version follow the current record
      return toForm(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () =>
      api.DELETE('/api/users/{id}', { params: { path: { id: user!.id } } }));
    if (problem === null) return props.onDeleted();
    if (problem) form.setProblem(problem);
  }
  const { values, set, errors } = form;
  const mayEdit = user ? can('users', 'update') : can('users', 'create');
  const labelled = (value: string) => (value === (user?.employeeId ?? user?.facilityId ?? '') ? linkLabel : undefined);
  return (
    <>
      <form className="card" onSubmit={save} aria-label={`${t('user.one')} ${user ? t('edit') : t('new')}`}>
        <h2>{user ? `${t('edit')}: ${user.displayName}` : `${t('user.one')}: ${t('new')}`}</h2>
        <FormStatus form={form} />
        <fieldset disabled={!mayEdit}>
          <div className="grid">
            <Field label={t('field.displayName')} name="displayName" value={values.displayName} onChange={set('displayName')} errors={errors} required />
            <Field label={t('email')} name="email" type="email" value={values.email} onChange={set('email')} errors={errors} required />
            {user ? null : <Field label={t('user.password')} name="password" type="password" value={values.password} onChange={set('password')} errors={errors} required />}
            <Field label={t('user.status')} name="active" value={values.active} onChange={set('active')} errors={errors}
              options={[['true', t('user.active')], ['false', t('user.inactive')]]} />
          </div>
          {props.roles.length ? (
            <CodeChecklist legend={t('user.roles')} name="roleIds" value={values.roleIds.split(',').filter(Boolean)} onChange={(ids) => set('roleIds')(ids.join(','))}
              options={props.roles.map((r) => [r.id, r.name])} errors={errors} />
          ) : <p>{t('user.noRoles')}</p>}
          <fieldset>
            <legend>{t('user.link')}</legend>
            <p className="hint">{t('user.linkHint')}</p>
            <Field label={t('user.linkKind')} name="link" value={values.link} onChange={set('link')} errors={errors}
              options={[['none', t('role.none')], ['employee', t('user.employee')], ['facility', t('user.facility')]]} />
            {values.link === 'employee' ? (
              <RecordPicker<Schemas['EmployeeResponse']> key={`e-${linkLabel ?? ''}`} label={t('user.employee')} name="employeeId" value={values.employeeId} valueLabel={labelled(values.employeeId)}
                onChange={set('employeeId')} errors={errors} display={(e) => `${e.lastName}, ${e.firstName}`}
                search={(search, pageSize) => api.GET('/api/employees', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            ) : null}
            {values.link === 'facility' ? (
              <RecordPicker<Schemas['FacilityResponse']> key={`f-${linkLabel ?? ''}`} label={t('user.facility')} name="facilityId" value={values.facilityId} valueLabel={labelled(values.facilityId)}
                onChange={set('facilityId')} errors={errors} display={(f) => (f.city ? `${f.name}, ${f.city}` : f.name)}
                search={(search, pageSize) => api.GET('/api/facilities', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            ) : null}
          </fieldset>
        </fieldset>
        <RowActions editing={Boolean(user)} canDelete={can('users', 'delete')} onDelete={() => void remove()} onCancel={props.onCancel} />
        {user && can('auditLog') ? <a href={`#/protokoll/user/${user.id}`}>{t('audit')}</a> : null}
      </form>
      {user && can('users', 'update') ? <PasswordReset user={user} onChanged={props.onSaved} /> : null}
    </>
  );
}
