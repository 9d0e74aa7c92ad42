/**
 * The ward office's orders of a week and who comes (facility portal, docs/billing.md): the
 * facility's orders overlapping the week (Monday–Sunday) with their shift and headcount, and per
 * order the employees assigned in that week — name, qualifications (codes: the portal reads no value
 * lists) and their dates. Both lists are asked for the week only (`from`/`to`: overlapping it).
 */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api } from '../../session';
import { useLanguage, useT } from '../../i18n';
import { addDays, localIsoDates } from '../../dates';
import { mondayOfIsoWeek } from '../../iso-week';
import { allPages } from '../../ui/usePagedList';

type Order = Schemas['FacilityPortalOrder'];
type Assignment = Schemas['FacilityPortalAssignment'];
type Span = { startDate: string; endDate: string };

async function weekOrders(from: string, to: string) {
  const orders = await allPages<Order>((paging) => api.GET('/api/facility-portal/orders', { params: { query: { ...paging, from, to } } }));
  return Promise.all(orders.map(async (order) => {
    const read = (paging: { page: number; pageSize: number }) => api.GET('/api/facility-portal/orders/{id}/assignments', { params: { path: { id: order.id }, query: { ...paging, from, to } } });
    return { order, assignments: await allPages<Assignment>(read) };
  }));
}

export function WardOrders({ week }: { week: string }) {
  const t = useT();
  const language = useLanguage();
  const [orders, setOrders] = useState<Array<{ order: Order; assignments: Assignment[] }>>();
  useEffect(() => {
    let live = true;
    const from = mondayOfIsoWeek(week);
    void weekOrders(from, addDays(from, 6)).then((found) => live && setOrders(found));
    return () => void (live = false);
  }, [week]);
  const dates = (r: Span) => localIsoDates(`${r.startDate} – ${r.endDate}`, language);
  return (
    <section className="ward-orders" aria-label={t('portal.orders')}>
      <h2>{t('portal.orders')}</h2>
      {orders && orders.length === 0 ? <p>{t('portal.noOrders')}</p> : null}
      {orders?.map(({ order, assignments }) => (
        <article key={order.id} className="card" aria-label={dates(order)}>
          <h3 className="nowrap">{dates(order)}</h3>
          <p>
            {order.shiftStart ? `${t('portal.shift')} ${order.shiftStart.slice(0, 5)}–${order.shiftEnd?.slice(0, 5) ?? ''} · ` : ''}
            {order.requiredQualification ? `${t('portal.required')}: ${order.requiredQualification} · ` : ''}
            {assignments.length} / {order.headcount}
          </p>
          {assignments.length === 0 ? <p>{t('portal.nobody')}</p> : (
            <ul>
              {assignments.map((a) => (
                <li key={a.id}>
                  <strong>{a.employee.lastName}, {a.employee.firstName}</strong>
                  {a.employee.qualifications.length ? ` (${a.employee.qualifications.join(', ')})` : ''} <span className="nowrap">{dates(a)}</span>
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}
