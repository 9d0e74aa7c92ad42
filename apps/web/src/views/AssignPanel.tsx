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
import { CheckPreview, useLiveCheck } from '../ui/LiveCheck';
import { ExistingAssignments } from './ExistingAssignments';

type Order = Schemas['OrderResponse'];
type Assignment = Schemas['AssignmentResponse'];
type Finding = Schemas['AssignmentFinding'];

export function AssignPanel(props: { order: Order; assignments: Assignment[]; onSaved: () => void }) {
  const t = useT();
  const { order } = props;
  const [employees, setEmployees] = useState<Schemas['EmployeeResponse'][]>([]);
  const [employeeId, setEmployeeId] = useState('');
  const [startDate, setStartDate] = useState(order.startDate);
  const [endDate, setEndDate] = useState(order.endDate);
  const [problem, setProblem] = useState<(Problem & { findings?: Finding[] }) | null>(null);
  const [notice, setNotice] = useState('');
  const candidate = { employeeId, orderId: order.id, startDate, endDate };
  const check = useLiveCheck(employeeId && startDate && endDate ? candidate : null);

  useEffect(() => {
    void call(() => api.GET('/api/employees', { params: { query: { pageSize: 100 } } })).then(({ data }) => setEmployees(data?.items ?? []));
  }, []);

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

  const name = (id: string) => {
    const e = employees.find((x) => x.id === id);
    return e ? `${e.lastName}, ${e.firstName}` : id.slice(0, 8);
  };
  const errors = { ...fieldErrors(check.problem), ...fieldErrors(problem) };
  return (
    <section className="card">
      <h2>{t('assign')}: {order.facilityName} {order.startDate} – {order.endDate}</h2>
      <ExistingAssignments assignments={props.assignments} name={name} onChanged={props.onSaved} />
      {can('assignments', 'create') ? (
        <form onSubmit={submit} aria-label={t('assign')}>
          <div className="grid">
            <Field label={t('employee')} name="employeeId" value={employeeId} onChange={setEmployeeId} errors={errors}
              options={[['', '–'], ...employees.map((e): [string, string] => [e.id, `${e.lastName}, ${e.firstName}`])]} />
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
