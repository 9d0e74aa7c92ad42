/**
 * The ward office's view (facility portal, docs/billing.md "Who confirms"): a week's timesheets of
 * the caller's facility (this week first; previous, next, this week or one chosen); one opened shows
 * each duty planned against worked, and a submitted one is confirmed or disputed with a comment per
 * duty. Below, the facility's orders of the week and who comes (`portal/WardOrders.tsx`).
 */
import { useEffect, useState } from 'react';
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call } from '../session';
import { useT } from '../i18n';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { ProblemBanner } from '../ui/problem';
import { localToday } from '../dates';
import { isoWeekOf } from '../iso-week';
import { WeekPicker } from './timesheets/WeekPicker';
import { WardOrders } from './portal/WardOrders';

type Sheet = Schemas['FacilityPortalTimesheet'];
type Row = Sheet['rows'][number];

const hours = (minutes: number | null) => (minutes === null ? '' : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);
const time = (wallClock: string | null) => wallClock?.slice(11, 16) ?? '';
const planned = (r: Row) => (r.plannedStart ? `${r.plannedStart}–${r.plannedEnd} (${r.plannedBreakMinutes ?? 0})` : '');
const actual = (r: Row) => (r.actualStart ? `${time(r.actualStart)}–${time(r.actualEnd)} (${r.actualBreakMinutes ?? 0})` : '');
const keyOf = (r: Row) => `${r.date}#${r.position}`;

export function WardTimesheets() {
  const t = useT();
  const [week, setWeek] = useState(() => isoWeekOf(localToday()));
  const [openId, setOpenId] = useState<string | null>(null);
  const list = usePagedList<Schemas['TimesheetSummary']>((paging) => api.GET('/api/facility-portal/timesheets', { params: { query: { week, ...paging } } }), [week]);
  return (
    <section>
      <h1>{t('wardTimesheets')}</h1>
      <div className="toolbar"><WeekPicker week={week} onChange={(w) => (setWeek(w), setOpenId(null))} /></div>
      {list.list && list.items.length === 0 ? <p>{t('noTimesheets')}</p> : null}
      <table>
        <thead><tr><th>{t('employee')}</th><th>{t('week')}</th><th>{t('status')}</th><th>{t('netHours')}</th></tr></thead>
        <tbody>
          {list.items.map((s) => (
            <tr key={s.id} aria-selected={openId === s.id}>
              <td><button type="button" className="link" onClick={() => setOpenId(s.id)}>{s.employeeName}</button></td>
              <td>{s.week}</td>
              <td>{t(`state.${s.state}`)}</td>
              <td>{hours(s.totalNetMinutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager paged={list} />
      {openId ? <OpenSheet key={openId} id={openId} onChanged={list.reload} /> : null}
      <WardOrders week={week} />
    </section>
  );
}

function OpenSheet({ id, onChanged }: { id: string; onChanged: () => void }) {
  const t = useT();
  const [sheet, setSheet] = useState<Sheet>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const [comments, setComments] = useState<Record<string, string>>({});
  const [overall, setOverall] = useState('');
  useEffect(() => {
    void call(() => api.GET('/api/facility-portal/timesheets/{id}', { params: { path: { id } } })).then(({ data }) => setSheet(data));
  }, [id]);
  if (!sheet) return <p className="loading">{t('loading')}</p>;

  async function step(name: 'confirm' | 'dispute') {
    const path = { id: sheet!.id };
    const headers = { 'if-match': ifMatch(sheet!.version) };
    const rows = Object.entries(comments).filter(([, c]) => c.trim()).map(([k, disputeComment]) => ({ date: k.split('#')[0], position: Number(k.split('#')[1]), disputeComment }));
    const { data, error } = await call(() =>
      name === 'confirm'
        ? api.POST('/api/facility-portal/timesheets/{id}/confirm', { params: { path, header: headers } })
        : api.POST('/api/facility-portal/timesheets/{id}/dispute', { params: { path, header: headers }, body: { comment: overall.trim() || null, rows } }),
    );
    setProblem((error as Problem | undefined) ?? null);
    if (data) {
      setSheet(data);
      setNotice(t(name === 'confirm' ? 'sheetConfirmed' : 'sheetDisputed'));
      onChanged();
    }
  }

  const open = sheet.state === 'submitted';
  return (
    <article aria-label={sheet.employeeName}>
      <h2>{sheet.employeeName} · {sheet.week} · {t(`state.${sheet.state}`)}</h2>
      {sheet.confirmed ? <p>{t('confirmedBy').replace('{name}', sheet.confirmed.by.name ?? '').replace('{at}', new Date(sheet.confirmed.at).toLocaleString())}</p> : null}
      <table>
        <thead><tr><th>{t('date')}</th><th>{t('planned')}</th><th>{t('actual')}</th><th>{t('netHours')}</th><th>{t('comment')}</th><th>{t('disputeComment')}</th></tr></thead>
        <tbody>
          {sheet.rows.map((r) => (
            <tr key={keyOf(r)}>
              <td>{r.date}</td>
              <td>{planned(r)}</td>
              <td>{actual(r)}</td>
              <td>{hours(r.netMinutes)}</td>
              <td>{r.comment}</td>
              <td>
                {open ? (
                  <input aria-label={`${t('disputeComment')} ${r.date}`} value={comments[keyOf(r)] ?? ''} maxLength={1000} onChange={(e) => setComments({ ...comments, [keyOf(r)]: e.target.value })} />
                ) : (r.disputeComment ?? '')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open ? (
        <p>
          <label>{t('overallComment')} <input value={overall} maxLength={1000} onChange={(e) => setOverall(e.target.value)} /></label>{' '}
          <button type="button" onClick={() => void step('confirm')}>{t('confirmSheet')}</button>{' '}
          <button type="button" onClick={() => void step('dispute')}>{t('disputeSheet')}</button>
        </p>
      ) : null}
      <ProblemBanner problem={problem} />
      {notice ? <p role="status">{notice}</p> : null}
    </article>
  );
}
