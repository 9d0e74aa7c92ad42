/**
 * Assigning an employee to an order: the check preview runs live as the employee and dates change
 * (exactly what saving runs); errors block, warnings need an acknowledgement; a failed save keeps
 * the input and shows the findings the server answered. Above it, the order's assignments.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner, fieldErrors } from '../ui/problem';
import { Findings } from '../ui/Findings';
import { RecordPicker } from '../ui/RecordPicker';
import { CheckPreview, useLiveCheck } from '../ui/LiveCheck';
import { ExistingAssignments } from './ExistingAssignments';

type Order = Schemas['OrderResponse'];
type Employee = Schemas['EmployeeResponse'];
type Assignment = Schemas['AssignmentResponse'];
type Finding = Schemas['AssignmentFinding'];

const employeeName = (e: Employee) => `${e.lastName}, ${e.firstName}`;

/** The names of the employees assigned to the order (a few), read one by one. */
function useEmployeeNames(ids: string[]) {
  const [names, setNames] = useState<Record<string, string>>({});
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    for (const id of key ? key.split(',') : []) {
      void call(() => api.GET('/api/employees/{id}', { params: { path: { id } } })).then(({ data }) => {
        if (data) setNames((all) => ({ ...all, [id]: employeeName(data) }));
      });
    }
  }, [key]);
  return names;
}

export function AssignPanel(props: { order: Order; assignments: Assignment[]; onSaved: () => void }) {
  const t = useT();
  const { order } = props;
  const names = useEmployeeNames(props.assignments.map((a) => a.employeeId));
  const [employeeId, setEmployeeId] = useState('');
  const [startDate, setStartDate] = useState(order.startDate);
  const [endDate, setEndDate] = useState(order.endDate);
  const [problem, setProblem] = useState<(Problem & { findings?: Finding[] }) | null>(null);
  const [notice, setNotice] = useState('');
  const candidate = { employeeId, orderId: order.id, startDate, endDate };
  const check = useLiveCheck(employeeId && startDate && endDate ? candidate : null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...candidate, ...(check.warnings.length ? { acknowledgement: {} } : {}) };
    const { data, error } = await call(() => api.POST('/api/assignments', { body }));
    setProblem((error as typeof problem) ?? null);
    if (data) {
      setNotice(t('saved'));
      setEmployeeId('');
      props.onSaved();
    } else setNotice('');
  }

  const name = (id: string) => names[id] ?? id.slice(0, 8);
  const errors = { ...fieldErrors(check.problem), ...fieldErrors(problem) };
  return (
    <section className="card">
      <h2>{t('assign')}: {order.facilityName} {order.startDate} – {order.endDate}</h2>
      <ExistingAssignments assignments={props.assignments} name={name} onChanged={props.onSaved} />
      {can('assignments', 'create') ? (
        <form onSubmit={submit} aria-label={t('assign')}>
          <div className="grid">
            <RecordPicker<Employee> label={t('employee')} name="employeeId" value={employeeId} onChange={setEmployeeId} errors={errors} display={employeeName}
              search={(search, pageSize) => api.GET('/api/employees', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            <Field label={t('from')} name="startDate" type="date" value={startDate} onChange={setStartDate} errors={errors} />
            <Field label={t('to')} name="endDate" type="date" value={endDate} onChange={setEndDate} errors={errors} />
          </div>
          <CheckPreview check={check} />
          <ProblemBanner problem={problem} />
          {problem?.findings ? <Findings findings={problem.findings} /> : null}
          {notice ? <p role="status">{notice}</p> : null}
          <button type="submit" disabled={!check.canSave}>{t('save')}</button>
        </form>
      ) : null}
    </section>
  );
}
