/**
 * Dienstplan: employees × the days of a week — each day's duties (facility and times), absences and
 * the employee's stated availability; per row the week's planned hours against the contractual
 * ones. Filter by qualification and by postal-code area; paged over employees. Beside the order ×
 * day board (Planning.tsx): the view where a dispatcher sees who is free.
 */
import { useEffect, useState } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call } from '../session';
import { useLanguage, useT } from '../i18n';
import { addDays, isoDay, mondayOf, shortDay } from '../dates';
import { ProblemBanner, fieldErrors } from '../ui/problem';
import { Pager } from '../ui/Pager';
import { useValueList } from '../ui/useValueList';
import { RosterCell } from './RosterCell';

type Roster = Schemas['DutyRosterResponse'];
const PAGE_SIZE = 20;

export function DutyRoster() {
  const t = useT();
  const language = useLanguage();
  const [start, setStart] = useState(() => mondayOf(isoDay(new Date())));
  const [qualification, setQualification] = useState('');
  const [region, setRegion] = useState('');
  const [page, setPage] = useState(1);
  const [roster, setRoster] = useState<Roster>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const qualifications = useValueList('qualifications');
  const absenceTypes = useValueList('absenceTypes');
  const end = addDays(start, 6);
  const filter = (set: (v: string) => void) => (v: string) => (set(v), setPage(1));

  useEffect(() => {
    let current = true;
    const query = { from: start, to: end, page, pageSize: PAGE_SIZE, ...(qualification ? { qualification } : {}), ...(region ? { region } : {}) };
    void call(() => api.GET('/api/duty-roster', { params: { query } })).then(({ data, error }) => {
      if (!current) return;
      setProblem((error as Problem | undefined) ?? null);
      if (data) setRoster(data);
    });
    return () => void (current = false);
  }, [start, end, qualification, region, page]);

  const regionError = fieldErrors(problem)['query.region'];
  const days = roster?.items[0]?.days.map((d) => d.date) ?? Array.from({ length: 7 }, (_, i) => addDays(start, i));
  return (
    <section>
      <h1>{t('dutyRoster')}</h1>
      <div className="toolbar">
        <button type="button" onClick={() => setStart(addDays(start, -7))}>← {t('week')}</button>
        <label>{t('from')} <input type="date" value={start} onChange={(e) => e.target.value && setStart(mondayOf(e.target.value))} /></label>
        <button type="button" onClick={() => setStart(addDays(start, 7))}>{t('week')} →</button>
        <label>{t('qualification')}{' '}
          <select value={qualification} onChange={(e) => filter(setQualification)(e.target.value)}>
            <option value="">{t('all')}</option>
            {qualifications.map(([code, label]) => <option key={code} value={code}>{label}</option>)}
          </select>
        </label>
        <label title={t('regionHint')}>{t('region')}{' '}
          <input inputMode="numeric" size={6} value={region} aria-invalid={regionError ? true : undefined} onChange={(e) => filter(setRegion)(e.target.value.trim())} />
          {regionError ? <em className="field-error">{regionError.join(', ')}</em> : null}
        </label>
      </div>
      {regionError ? null : <ProblemBanner problem={problem} />}
      <div className="board-wrap">
        <table className="board roster">
          <thead>
            <tr>
              <th>{t('employee')}</th>
              {days.map((d) => <th key={d}>{shortDay(d, language)}</th>)}
              <th>{t('plannedHours')}</th>
            </tr>
          </thead>
          <tbody>
            {(problem ? [] : (roster?.items ?? [])).map((row) => {
              const hours = row.weeks.reduce((sum, w) => sum + w.plannedHours, 0);
              const contract = row.weeks[0]?.contractualHours ?? null;
              const over = contract !== null && hours > contract;
              return (
                <tr key={row.employee.id}>
                  <th scope="row">
                    {row.employee.name}
                    <small>{[row.employee.qualifications.map((c) => qualifications.find(([q]) => q === c)?.[1] ?? c).join(', '), row.employee.postalCode].filter(Boolean).join(' · ')}</small>
                  </th>
                  {row.days.map((day) => <RosterCell key={day.date} day={day} absenceLabel={(c) => absenceTypes.find(([a]) => a === c)?.[1] ?? c} />)}
                  <td className={over ? 'hours over' : 'hours'}>{fmt(hours, language)} / {contract === null ? '–' : fmt(contract, language)} {t('hoursShort')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager paged={{ list: roster ? { ...roster, items: roster.items } : undefined, page, setPage }} />
    </section>
  );
}

const fmt = (n: number, language: 'de' | 'en') => n.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 });
