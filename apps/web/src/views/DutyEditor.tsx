/**
 * An assignment's duties (date, start, end, break), editable: remove a day, add another shift on a
 * day, change a break. The live check runs on the duties as they are on screen (errors block,
 * warnings need the acknowledgement); saving sends the assignment's version (If-Match) — a 412 loads
 * the current version, keeps the input and says so, and saving again wins.
 */
import { useState, type FormEvent } from 'react';
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call } from '../session';
import { useT } from '../i18n';
import { ProblemBanner, fieldErrors, type FieldErrors } from '../ui/problem';
import { CheckPreview, useLiveCheck } from '../ui/LiveCheck';
import { Findings } from '../ui/Findings';

type Assignment = Schemas['AssignmentResponse'];
type Finding = Schemas['AssignmentFinding'];
interface Row { date: string; start: string; end: string; breakMinutes: string }

const toRows = (a: Assignment): Row[] =>
  a.duties.map((d) => ({ date: d.date, start: d.start?.slice(0, 5) ?? '', end: d.end?.slice(0, 5) ?? '', breakMinutes: String(d.breakMinutes ?? 0) }));
/** A break left empty is not sent: the server plans the statutory minimum for the duty (ArbZG §4). */
const toDuties = (rows: Row[]) =>
  rows.map((r) => ({ date: r.date, start: r.start, end: r.end, ...(r.breakMinutes === '' ? {} : { breakMinutes: Number(r.breakMinutes) }) }));

export function DutyEditor(props: { assignment: Assignment; title: string; onSaved: () => void; onClose: () => void }) {
  const t = useT();
  // The record as last read: its version goes with the save, its other fields (note) are kept.
  const [a, setBase] = useState(props.assignment);
  const [rows, setRows] = useState(() => toRows(props.assignment));
  const [problem, setProblem] = useState<(Problem & { findings?: Finding[] }) | null>(null);
  const [notice, setNotice] = useState('');
  const range = { employeeId: a.employeeId, orderId: a.orderId, startDate: a.startDate, endDate: a.endDate };
  const check = useLiveCheck({ ...range, assignmentId: a.id, duties: toDuties(rows) });
  const set = (i: number, k: keyof Row) => (v: string) => setRows(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const add = () => setRows([...rows, { date: rows.at(-1)?.date ?? a.startDate, start: '', end: '', breakMinutes: '' }]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice('');
    const body = { ...range, duties: toDuties(rows), note: a.note, ...(check.warnings.length ? { acknowledgement: {} } : {}) };
    const { data, error } = await call(() => api.PUT('/api/assignments/{id}', { params: { path: { id: a.id }, header: { 'if-match': ifMatch(a.version) } }, body }));
    setProblem((error as typeof problem) ?? null);
    if (data) {
      setBase(data);
      setNotice(t('saved'));
      props.onSaved();
    } else if (error?.status === 412) {
      const latest = await call(() => api.GET('/api/assignments/{id}', { params: { path: { id: a.id } } }));
      if (latest.data) setBase(latest.data);
      setNotice(t('conflict'));
    }
  }

  const errors: FieldErrors = { ...fieldErrors(check.problem), ...fieldErrors(problem) };
  const input = (i: number, k: keyof Row, type: string) => {
    const messages = errors[`duties.${i}.${k}`];
    return (
      <td>
        <input type={type} aria-label={`${t(k)} ${i + 1}`} value={rows[i][k]} onChange={(e) => set(i, k)(e.target.value)}
          aria-invalid={messages ? true : undefined} min={type === 'number' ? 0 : undefined}
          placeholder={k === 'breakMinutes' ? t('statutoryBreak') : undefined} />
        {messages ? <em className="field-error">{messages.join(', ')}</em> : null}
      </td>
    );
  };
  return (
    <form className="card" onSubmit={submit} aria-label={t('editDuties')}>
      <h3>{t('editDuties')}: {props.title}</h3>
      {problem?.status === 412 ? null : <ProblemBanner problem={problem} />}
      {problem?.findings ? <Findings findings={problem.findings} /> : null}
      {notice ? <p role="status">{notice}</p> : null}
      <div className="table-wrap">
        <table className="duties">
          <thead><tr><th>{t('date')}</th><th>{t('start')}</th><th>{t('end')}</th><th>{t('breakMinutes')}</th><th /></tr></thead>
          <tbody>
            {rows.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
              <tr key={i}>
                {input(i, 'date', 'date')}{input(i, 'start', 'time')}{input(i, 'end', 'time')}{input(i, 'breakMinutes', 'number')}
                <td><button type="button" onClick={() => setRows(rows.filter((__, j) => j !== i))} aria-label={`${t('remove')} ${i + 1}`}>{t('remove')}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.duties ? <em className="field-error">{errors.duties.join(', ')}</em> : null}
      <button type="button" onClick={add}>{t('addDuty')}</button>
      <CheckPreview check={check} />
      <button type="submit" disabled={!check.canSave}>{t('save')}</button> <button type="button" onClick={props.onClose}>{t('close')}</button>
    </form>
  );
}
