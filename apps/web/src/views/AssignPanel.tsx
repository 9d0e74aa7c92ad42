/**
 * Assigning an employee to an order: the check preview runs live as the employee and dates change
 * (GET /api/assignments/check, exactly what saving runs); errors block, warnings need an
 * acknowledgement; a failed save keeps the input and shows the findings the server answered.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner, fieldErrors } from '../ui/problem';
import { Findings } from '../ui/Findings';

type Order = Schemas['OrderResponse'];
type Assignment = Schemas['AssignmentResponse'];
type Check = Schemas['AssignmentCheckResponse'];
type Finding = Schemas['AssignmentFinding'];

export function AssignPanel(props: { order: Order; assignments: Assignment[]; onSaved: () => void }) {
  const t = useT();
  const { order } = props;
  const [employees, setEmployees] = useState<Schemas['EmployeeResponse'][]>([]);
  const [employeeId, setEmployeeId] = useState('');
  const [startDate, setStartDate] = useState(order.startDate);
  const [endDate, setEndDate] = useState(order.endDate);
  const [preview, setPreview] = useState<Check | null>(null);
  const [previewProblem, setPreviewProblem] = useState<Problem | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [problem, setProblem] = useState<(Problem & { findings?: Finding[] }) | null>(null);
  const [notice, setNotice] = useState('');
  const latest = useRef(0);

  useEffect(() => {
    void call(() => api.GET('/api/employees', { params: { query: { pageSize: 100 } } })).then(({ data }) => setEmployees(data?.items ?? []));
  }, []);

  useEffect(() => {
    setAcknowledged(false);
    if (!employeeId || !startDate || !endDate) return setPreview(null);
    const ticket = ++latest.current;
    void call(() => api.GET('/api/assignments/check', { params: { query: { employeeId, orderId: order.id, startDate, endDate } } })).then(({ data, error }) => {
      if (ticket !== latest.current) return; // an older answer than the inputs on screen
      setPreview(data ?? null);
      setPreviewProblem(error ?? null);
    });
  }, [employeeId, startDate, endDate, order.id]);

  const warnings = preview?.findings.filter((f) => f.severity === 'Warning') ?? [];
  const canSave = Boolean(preview?.canSave) && (warnings.length === 0 || acknowledged);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { data, error } = await call(() => api.POST('/api/assignments', { body: { employeeId, orderId: order.id, startDate, endDate } }));
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
  const errors = { ...fieldErrors(previewProblem), ...fieldErrors(problem) };
  return (
    <section className="card">
      <h2>{t('assign')}: {order.facilityName} {order.startDate} – {order.endDate}</h2>
      <ExistingAssignments assignments={props.assignments} name={name} />
      {can('assignments', 'create') ? (
        <form onSubmit={submit} aria-label={t('assign')}>
          <div className="grid">
            <Field label={t('employee')} name="employeeId" value={employeeId} onChange={setEmployeeId} errors={errors}
              options={[['', '–'], ...employees.map((e): [string, string] => [e.id, `${e.lastName}, ${e.firstName}`])]} />
            <Field label={t('from')} name="startDate" type="date" value={startDate} onChange={setStartDate} errors={errors} />
            <Field label={t('to')} name="endDate" type="date" value={endDate} onChange={setEndDate} errors={errors} />
          </div>
          <ProblemBanner problem={previewProblem} />
          <div aria-live="polite" className="preview">
            {preview ? (
              <>
                <h3>{t('check')}</h3>
                {preview.findings.length ? <Findings findings={preview.findings} /> : <p>{t('noFindings')}</p>}
                {!preview.canSave ? <p className="problem">{t('blocked')}</p> : null}
                {preview.canSave && warnings.length ? (
                  <label><input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} /> {t('acknowledge')}</label>
                ) : null}
              </>
            ) : null}
          </div>
          <ProblemBanner problem={problem} />
          {problem?.findings ? <Findings findings={problem.findings} /> : null}
          {notice ? <p role="status">{notice}</p> : null}
          <button type="submit" disabled={!canSave}>{t('save')}</button>
        </form>
      ) : null}
    </section>
  );
}

/** The order's assignments, each with the findings the checks give it today. */
function ExistingAssignments({ assignments, name }: { assignments: Assignment[]; name: (id: string) => string }) {
  const t = useT();
  const [findings, setFindings] = useState<Record<string, Finding[]>>({});
  useEffect(() => {
    for (const a of assignments) {
      const query = { employeeId: a.employeeId, orderId: a.orderId, startDate: a.startDate, endDate: a.endDate, assignmentId: a.id };
      void call(() => api.GET('/api/assignments/check', { params: { query } })).then(({ data }) =>
        setFindings((all) => ({ ...all, [a.id]: data?.findings ?? [] })),
      );
    }
  }, [assignments]);
  if (!assignments.length) return null;
  return (
    <table>
      <thead><tr><th>{t('employee')}</th><th>{t('from')}</th><th>{t('to')}</th><th>{t('check')}</th></tr></thead>
      <tbody>
        {assignments.map((a) => (
          <tr key={a.id}>
            <td>{name(a.employeeId)}</td><td>{a.startDate}</td><td>{a.endDate}</td>
            <td>{findings[a.id]?.length ? <Findings findings={findings[a.id]} /> : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
