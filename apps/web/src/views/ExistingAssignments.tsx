/**
 * The order's assignments, each with its duties and the findings the checks give it today
 * (preview with `assignmentId`); the duties are edited in place, an assignment moved to the trash.
 */
import { useEffect, useState } from 'react';
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useLanguage, useT } from '../i18n';
import { Findings } from '../ui/Findings';
import { ProblemBanner } from '../ui/problem';
import { DutyEditor } from './DutyEditor';

type Assignment = Schemas['AssignmentResponse'];
type Finding = Schemas['AssignmentFinding'];

const dutyText = (d: Assignment['duties'][number]) => `${d.date.slice(8)}.${d.date.slice(5, 7)}. ${d.start ? `${d.start.slice(0, 5)}–${d.end?.slice(0, 5)}` : ''}`;

export function ExistingAssignments(props: { assignments: Assignment[]; name: (id: string) => string; onChanged: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [findings, setFindings] = useState<Record<string, Finding[]>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    for (const a of props.assignments) {
      const query = { employeeId: a.employeeId, orderId: a.orderId, startDate: a.startDate, endDate: a.endDate, assignmentId: a.id };
      void call(() => api.GET('/api/assignments/check', { params: { query } })).then(({ data }) =>
        setFindings((all) => ({ ...all, [a.id]: data?.findings ?? [] })),
      );
    }
  }, [props.assignments, language]);

  async function remove(a: Assignment) {
    if (!window.confirm(t('confirmDelete'))) return;
    const { error } = await call(() => api.DELETE('/api/assignments/{id}', { params: { path: { id: a.id }, header: { 'if-match': ifMatch(a.version) } } }));
    setProblem((error as Problem | undefined) ?? null);
    props.onChanged();
  }

  if (!props.assignments.length) return null;
  const current = props.assignments.find((a) => a.id === editing);
  return (
    <>
      <ProblemBanner problem={problem} />
      <div className="table-wrap">
        <table>
          <thead><tr><th>{t('employee')}</th><th>{t('from')}</th><th>{t('to')}</th><th>{t('duties')}</th><th>{t('check')}</th><th /></tr></thead>
          <tbody>
            {props.assignments.map((a) => (
              <tr key={a.id} aria-selected={a.id === editing}>
                <td>{props.name(a.employeeId)}</td><td className="value">{a.startDate}</td><td className="value">{a.endDate}</td>
                <td>{a.duties.map((d, i) => <div key={`${d.date}-${i}`} className="value">{dutyText(d)}</div>)}</td>
                <td>{findings[a.id]?.length ? <Findings findings={findings[a.id]} /> : '–'}</td>
                <td>
                  {can('assignments', 'update') ? <button type="button" onClick={() => setEditing(a.id)}>{t('editDuties')}</button> : null}{' '}
                  {can('assignments', 'delete') ? <button type="button" onClick={() => void remove(a)}>{t('delete')}</button> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {current ? (
        <DutyEditor key={current.id} assignment={current} title={props.name(current.employeeId)} onSaved={props.onChanged} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
