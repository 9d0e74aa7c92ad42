/**
 * Planung: two weeks by day. Each order row shows, per day, how many are assigned of its headcount
 * (open headcount in the last column); choosing an order opens the assignment panel.
 */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, call } from '../session';
import { useT } from '../i18n';
import { addDays, daysFrom, isoDay, mondayOf, overlaps } from '../dates';
import { AssignPanel } from './AssignPanel';

type Order = Schemas['OrderResponse'];
type Assignment = Schemas['AssignmentResponse'];

export function Planning() {
  const t = useT();
  const [start, setStart] = useState(() => mondayOf(isoDay(new Date())));
  const [orders, setOrders] = useState<Order[]>([]);
  const [assignments, setAssignments] = useState<Assignment[]>([]);
  const [selected, setSelected] = useState<Order | null>(null);
  const [reload, setReload] = useState(0);
  const days = daysFrom(start, 14);
  const end = days[13];

  useEffect(() => {
    const window = { from: start, to: end, pageSize: 100 };
    void call(() => api.GET('/api/orders', { params: { query: window } })).then(({ data }) => setOrders(data?.items ?? []));
    void call(() => api.GET('/api/assignments', { params: { query: window } })).then(({ data }) => setAssignments(data?.items ?? []));
  }, [start, end, reload]);

  const of = (order: Order) => assignments.filter((a) => a.orderId === order.id);
  return (
    <section>
      <h1>{t('planning')}</h1>
      <div className="toolbar">
        <button type="button" onClick={() => setStart(addDays(start, -7))}>← {t('week')}</button>
        <label>{t('from')} <input type="date" value={start} onChange={(e) => e.target.value && setStart(mondayOf(e.target.value))} /></label>
        <button type="button" onClick={() => setStart(addDays(start, 7))}>{t('week')} →</button>
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
                  {days.map((d) => (
                    <td key={d} className={overlaps(o, d) ? 'active' : ''}>
                      {overlaps(o, d) ? `${mine.filter((a) => overlaps(a, d)).length}/${o.headcount}` : ''}
                    </td>
                  ))}
                  <td>{open}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {selected ? (
        <AssignPanel key={selected.id} order={selected} assignments={of(selected)} onSaved={() => setReload(reload + 1)} />
      ) : null}
    </section>
  );
}
