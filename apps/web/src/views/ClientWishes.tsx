/**
 * Clients' wishes beside an employee or a facility: the facility blocks (reason required) or prefers
 * the employee. Lists the pair's other side, records a new wish with the other side picked by
 * search, deletes one after a confirmation (If-Match of the version listed).
 */
import { useState, type FormEvent } from 'react';
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner, fieldErrors } from '../ui/problem';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { RecordPicker } from '../ui/RecordPicker';
import { confirmDelete } from '../ui/RowActions';
import { AffectedAssignments } from './AffectedAssignments';

type Wish = Schemas['EmployeeFacilityPreferenceResponse'];
type Preference = Wish['preference'];
type Side = { employeeId: string; facilityId?: never } | { facilityId: string; employeeId?: never };

const employeeName = (e: Schemas['EmployeeResponse']) => `${e.lastName}, ${e.firstName}`;

export function ClientWishes(side: Side) {
  const t = useT();
  const ofEmployee = Boolean(side.employeeId);
  const wishes = usePagedList<Wish>((paging) => api.GET('/api/employee-facility-preferences', { params: { query: { ...side, ...paging } } }), [side.employeeId, side.facilityId], 10);
  const [other, setOther] = useState('');
  const [preference, setPreference] = useState<Preference>('preferred');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const [pickerKey, setPickerKey] = useState(0);
  // After a block: the employee's planned assignments at that facility, re-checked (they now carry the block).
  const [affected, setAffected] = useState<Schemas['AffectedAssignments'] | null>(null);

  async function add(e: FormEvent) {
    e.preventDefault();
    const body = { ...(ofEmployee ? { employeeId: side.employeeId!, facilityId: other } : { facilityId: side.facilityId!, employeeId: other }), preference, reason: reason.trim() ? reason : null };
    const { data, error } = await call(() => api.POST('/api/employee-facility-preferences', { body }));
    setProblem((error as Problem | undefined) ?? null);
    setNotice(data ? t('saved') : '');
    setAffected(data?.preference === 'blocked' ? data.affectedAssignments : null);
    if (data) (setOther(''), setReason(''), setPickerKey(pickerKey + 1), wishes.reload());
  }
  async function remove(wish: Wish) {
    const outcome = await confirmDelete(t('confirmDeleteWish'), () =>
      api.DELETE('/api/employee-facility-preferences/{id}', { params: { path: { id: wish.id }, header: { 'if-match': ifMatch(wish.version) } } }));
    if (outcome === undefined) return;
    setProblem(outcome);
    setNotice(outcome ? '' : t('wishDeleted'));
    wishes.reload();
  }
  const errors = fieldErrors(problem);
  return (
    <section className="card" aria-label={t('clientWishes')}>
      <h2>{t('clientWishes')}</h2>
      <table>
        <thead><tr><th>{ofEmployee ? t('facilities') : t('employee')}</th><th>{t('wish')}</th><th>{t('reason')}</th><th /></tr></thead>
        <tbody>
          {wishes.items.map((w) => (
            <tr key={w.id}>
              <td>{ofEmployee ? (w.facilityName ?? w.facilityId.slice(0, 8)) : w.employeeName}</td>
              <td>{t(`wish.${w.preference}`)}</td>
              <td>{w.reason ?? '–'}<small className="by">{t('recordedBy')}: {w.createdBy.name ?? '–'}, {w.createdAt.slice(0, 10)}</small></td>
              <td>{can('employeeFacilityPreferences', 'delete') ? <button type="button" onClick={() => void remove(w)}>{t('delete')}</button> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {wishes.items.length === 0 ? <p>{t('noWishes')}</p> : null}
      <Pager paged={wishes} />
      {can('employeeFacilityPreferences', 'create') ? (
        <form onSubmit={(e) => void add(e)} aria-label={t('addWish')}>
          <ProblemBanner problem={problem} />
          {notice ? <p role="status">{notice}</p> : null}
          {affected ? <AffectedAssignments affected={affected} /> : null}
          <div className="grid">
            {ofEmployee ? (
              <RecordPicker<Schemas['FacilityResponse']> key={pickerKey} label={t('facilities')} name="facilityId" value={other} onChange={setOther} errors={errors}
                display={(f) => (f.city ? `${f.name}, ${f.city}` : f.name)}
                search={(search, pageSize) => api.GET('/api/facilities', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            ) : (
              <RecordPicker<Schemas['EmployeeResponse']> key={pickerKey} label={t('employee')} name="employeeId" value={other} onChange={setOther} errors={errors}
                display={employeeName} search={(search, pageSize) => api.GET('/api/employees', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            )}
            <Field label={t('wish')} name="preference" value={preference} onChange={(v) => setPreference(v as Preference)} errors={errors}
              options={[['preferred', t('wish.preferred')], ['blocked', t('wish.blocked')]]} />
            <Field label={preference === 'blocked' ? `${t('reason')} (${t('required')})` : t('reason')} name="reason" value={reason} onChange={setReason} errors={errors} />
          </div>
          <div className="actions"><button type="submit">{t('addWish')}</button></div>
        </form>
      ) : null}
    </section>
  );
}
