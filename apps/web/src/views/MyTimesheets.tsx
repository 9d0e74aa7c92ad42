/**
 * Meine Zeitnachweise: the employee's own timesheets of a week (this week first) on a phone
 * (`/api/me/timesheets`, self-service) — per duty the times as worked, then submit.
 */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useT } from '../i18n';
import { localToday } from '../dates';
import { isoWeekOf } from '../iso-week';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { WeekPicker } from './timesheets/WeekPicker';
import { MyTimesheet } from './timesheets/MyTimesheet';

export function MyTimesheets() {
  const t = useT();
  const [week, setWeek] = useState(() => isoWeekOf(localToday()));
  const sheets = usePagedList<Schemas['TimesheetSummary']>((paging) => api.GET('/api/me/timesheets', { params: { query: { week, ...paging } } }), [week], 10);
  return (
    <section className="my-timesheets">
      <h1>{t('myTimesheets')}</h1>
      <WeekPicker week={week} onChange={setWeek} />
      {sheets.items.map((s) => <MyTimesheet key={s.id} id={s.id} onChanged={sheets.reload} />)}
      {sheets.list && sheets.items.length === 0 ? <p>{t('timesheet.none')}</p> : null}
      {sheets.list && sheets.list.totalPages > 1 ? <Pager paged={sheets} /> : null}
    </section>
  );
}
