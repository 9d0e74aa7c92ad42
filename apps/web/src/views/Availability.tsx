/**
 * Availability by day ahead: the employee's own (`/api/me/availability`, self-service, built for a
 * phone's width) or, with `employeeId`, the office's view of one employee. Four weeks at a time from
 * today; per day a status (available / unavailable / rather not / not stated), preferred shift kinds
 * and a note. Saving sends only the days changed, each with the stamps it was read with: a day
 * changed by someone else meanwhile answers 412 — the page then loads the current days, keeps the
 * user's changes and says so; saving again wins.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useLanguage, useT } from '../i18n';
import { addDays, daysFrom, localToday, shortDay } from '../dates';
import { ProblemBanner } from '../ui/problem';
import { AffectedAssignments } from './AffectedAssignments';
import { changedDays, keepTypedDay, rowOf, shiftKinds, type DayRow, type Shift, type Status } from './availability-days';

type Stated = Schemas['AvailabilityDay'];
type Answer = { data?: Schemas['AvailabilityResponse'] & { affectedAssignments?: Schemas['AffectedAssignments'] }; error?: unknown; response: Response };
const DAYS = 28;
const LAST_AHEAD = 400;

export function Availability({ employeeId }: { employeeId?: string }) {
  const t = useT();
  const language = useLanguage();
  const today = localToday();
  const [from, setFrom] = useState(today);
  const dates = daysFrom(from, DAYS).filter((d) => d <= addDays(today, LAST_AHEAD));
  const to = dates[dates.length - 1];
  const [read, setRead] = useState(new Map<string, Stated>());
  const [rows, setRows] = useState<DayRow[]>([]);
  const [linked, setLinked] = useState(true);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dayErrors, setDayErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState('');
  const [affected, setAffected] = useState<Schemas['AffectedAssignments'] | null>(null);

  const load = async () => {
    const query = { from, to };
    const { data } = await call((): Promise<Answer> => (employeeId
      ? api.GET('/api/employees/{id}/availability', { params: { path: { id: employeeId }, query } })
      : api.GET('/api/me/availability', { params: { query } })));
    const stated = new Map((data?.days ?? []).map((d) => [d.date, d]));
    setLinked(Boolean(data?.employeeId));
    return stated;
  };
  useEffect(() => {
    let current = true;
    void load().then((stated) => current && (setRead(stated), setRows(dates.map((d) => rowOf(d, stated.get(d)))), setDayErrors({})));
    return () => void (current = false);
  }, [from, employeeId]); // eslint-disable-line react-hooks/exhaustive-deps -- the window follows `from`

  const change = (date: string, part: Partial<DayRow>) => setRows((all) => all.map((r) => (r.date === date ? { ...r, ...part } : r)));
  const toggle = (row: DayRow, shift: Shift) => change(row.date, { shifts: row.shifts.includes(shift) ? row.shifts.filter((s) => s !== shift) : [...row.shifts, shift] });

  async function save(e: FormEvent) {
    e.preventDefault();
    const days = changedDays(rows, read, (date) => rowOf(date, read.get(date)));
    setProblem(null), setDayErrors({});
    if (days.length === 0) return setNotice(t('noChanges'));
    const { data, error } = await call((): Promise<Answer> => (employeeId
      ? api.PUT('/api/employees/{id}/availability', { params: { path: { id: employeeId } }, body: { days } })
      : api.PUT('/api/me/availability', { body: { days } })));
    const failed = error as Problem | undefined;
    const stated = (data || failed?.status === 412) ? await load() : read; // both: the days as they are now
    // Saved: every row as it is now. After a 412 what the user changed stays, the rest is as it is now.
    if (data) setRows((now) => now.map((r) => rowOf(r.date, stated.get(r.date))));
    if (failed?.status === 412) setRows((now) => now.map((r) => keepTypedDay(r, rowOf(r.date, read.get(r.date)), rowOf(r.date, stated.get(r.date)))));
    setRead(stated);
    setNotice(data ? t('availabilitySaved') : failed?.status === 412 ? t('availabilityStale') : '');
    // The office's save answers the planned duties on days just stated unavailable, re-checked.
    setAffected(data?.affectedAssignments?.items.length ? data.affectedAssignments : null);
    if (failed && failed.status !== 412) (setProblem(failed), setDayErrors(byDate(failed, days)));
  }

  // The office reads any employee's days with `availability: read`; changing them needs `update`.
  const editable = !employeeId || can('availability', 'update');
  if (!linked && !employeeId) return <section><h1>{t('myAvailability')}</h1><p>{t('noLinkedEmployee')}</p></section>;
  return (
    <section className="availability">
      {employeeId ? <h2>{t('availabilityOf')}</h2> : <h1>{t('myAvailability')}</h1>}
      <form onSubmit={(e) => void save(e)}>
        <ol className="days">
          {rows.map((row) => {
            const heading = shortDay(row.date, language);
            return (
              <li key={row.date} className={`day ${row.status || 'none'}`}>
                <fieldset disabled={!editable}>
                  <legend>{heading}</legend>
                  <label>{t('status')}{' '}
                    <select value={row.status} onChange={(e) => change(row.date, { status: e.target.value as Status })}>
                      {(['', 'available', 'preferNot', 'unavailable'] as const).map((s) => <option key={s} value={s}>{t(`status.${s || 'none'}`)}</option>)}
                    </select>
                  </label>
                  <span className="shifts" role="group" aria-label={t('shifts')}>
                    {shiftKinds.map((s) => (
                      <label key={s} className="check">
                        <input type="checkbox" checked={row.shifts.includes(s)} disabled={row.status === '' || row.status === 'unavailable'} onChange={() => toggle(row, s)} /> {t(`shift.${s}`)}
                      </label>
                    ))}
                  </span>
                  <label className="note">{t('note')}{' '}
                    <input value={row.note} maxLength={500} disabled={row.status === ''} onChange={(e) => change(row.date, { note: e.target.value })} />
                  </label>
                  {dayErrors[row.date] ? <em className="field-error">{dayErrors[row.date].join(', ')}</em> : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="actions sticky">
          <ProblemBanner problem={problem} />
          {notice ? <p role="status">{notice}</p> : null}
          {affected ? <AffectedAssignments affected={affected} /> : null}
          <button type="button" disabled={from <= today} onClick={() => setFrom(from > addDays(today, DAYS) ? addDays(from, -DAYS) : today)}>{t('earlierDays')}</button>
          {editable ? <button type="submit">{t('save')}</button> : null}
          <button type="button" disabled={to >= addDays(today, LAST_AHEAD)} onClick={() => setFrom(addDays(from, DAYS))}>{t('laterDays')}</button>
        </div>
      </form>
    </section>
  );
}

/** The problem's `days.<i>.<field>` messages by the date the i-th day sent. */
function byDate(problem: Problem, days: Array<{ date: string }>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries((problem.errors ?? {}) as Record<string, string[]>)) {
    const match = /^days\.(\d+)\.?(.*)$/.exec(key);
    const date = match ? days[Number(match[1])]?.date : undefined;
    if (date) out[date] = [...(out[date] ?? []), ...messages.map((m) => (match?.[2] ? `${match[2]}: ${m}` : m))];
  }
  return out;
}
