/**
 * Planung: two weeks by day. Each order row shows, per day, how many are assigned of its headcount
 * (open headcount in the last column); the orders are searchable and paged, and each order's
 * assignments in the two weeks are read for the orders on the page. Choosing an order opens the
 * assignment panel and its ranked candidates (`CandidatesPanel`); a day of its row (Shift: a range)
 * chooses the days the candidates are ranked for (`CandidatesDays`).
 */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useT } from '../i18n';
import { addDays, daysFrom, isoDay, mondayOf, overlaps } from '../dates';
import { AssignPanel } from './AssignPanel';
import { CandidatesPanel } from './CandidatesPanel';
import { DayCell, useBoardDays } from './CandidatesDays';
import { allPages, usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';

type Order = Schemas['OrderResponse'];
type Assignment = Schemas['AssignmentResponse'];

export function Planning() {
  const t = useT();
  const [start, setStart] = useState(() => mondayOf(isoDay(new Date())));
  const [search, setSearch] = useState('');
  const [assignments, setAssignments] = useState<Assignment[]>([]);
  const [selected, setSelected] = useState<Order | null>(null);
  const [reload, setReload] = useState(0);
  const board = useBoardDays();
  const days = daysFrom(start, 14);
  const end = days[13];
  const paged = usePagedList<Order>((paging) => api.GET('/api/orders', { params: { query: { from: start, to: end, ...paging, ...(search ? { search } : {}) } } }), [start, end, search]);
  const orders = paged.items;

  useEffect(() => {
    let current = true;
    const of = (orderId: string) => allPages((paging) => api.GET('/api/assignments', { params: { query: { orderId, from: start, to: end, ...paging } } }));
    // The chosen order's assignments too when it is on another page (its panel stays open).
    const ids = new Set([...orders.map((o) => o.id), ...(selected ? [selected.id] : [])]);
    void Promise.all([...ids].map(of)).then((lists) => current && setAssignments(lists.flat()));
    return () => void (current = false);
  }, [orders, selected, start, end, reload]);

  const of = (order: Order) => assignments.filter((a) => a.orderId === order.id);
  return (
    <section>
      <h1>{t('planning')}</h1>
      <div className="toolbar">
        <button type="button" onClick={() => setStart(addDays(start, -7))}>← {t('week')}</button>
        <label>{t('from')} <input type="date" value={start} onChange={(e) => e.target.value && setStart(mondayOf(e.target.value))} /></label>
        <button type="button" onClick={() => setStart(addDays(start, 7))}>{t('week')} →</button>
        <label>{t('search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} /></label>
      </div>
      <div className="board-wrap">
        <table className="board">
          <thead>
            <tr><th>{t('order')}</th>{days.map((d) => <th key={d}>{d.slice(8)}.{d.slice(5, 7)}.</th>)}<th>{t('openHeadcount')}</th></tr>
          </thead>
          <tbody>
            {orders.map((o) => {
              const mine = of(o);
              const open = Math.max(0, ...days.filter((d) => overlaps(o, d)).map((d) => o.headcount - mine.filter((a) => overlaps(a, d)).length));
              return (
                <tr key={o.id} aria-selected={selected?.id === o.id}>
                  <th scope="row">
                    <button type="button" className="link" onClick={() => setSelected(o)}>
                      {o.facilityName ?? o.facilityId.slice(0, 8)} {o.requiredQualification ? `(${o.requiredQualification})` : ''}
                    </button>
                  </th>
                  {days.map((d) =>
                    overlaps(o, d) ? (
                      <DayCell key={d} orderId={o.id} day={d} text={`${mine.filter((a) => overlaps(a, d)).length}/${o.headcount}`} days={board.days}
                        onChoose={(id, day, extend) => {
                          setSelected(o);
                          board.choose(id, day, extend);
                        }} />
                    ) : <td key={d} />,
                  )}
                  <td>{open}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager paged={paged} />
      {selected ? (
        <>
          <AssignPanel key={selected.id} order={selected} assignments={of(selected)} onSaved={() => setReload(reload + 1)} />
          <CandidatesPanel key={`candidates-${selected.id}`} order={selected} days={board.days?.orderId === selected.id ? board.days : null} reload={reload} onSaved={() => setReload(reload + 1)} />
        </>
      ) : null}
    </section>
  );
}
