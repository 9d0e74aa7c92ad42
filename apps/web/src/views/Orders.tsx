/** Aufträge: the orders, searchable (facility name, notes) and paged; pick one to edit (with its shift pattern) or delete it, or enter a new one (OrderForm.tsx). */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { OrderForm } from './OrderForm';

type Order = Schemas['OrderResponse'];

export function Orders() {
  const t = useT();
  const [search, setSearch] = useState('');
  const orders = usePagedList<Order>((paging) => api.GET('/api/orders', { params: { query: { ...paging, ...(search ? { search } : {}) } } }), [search]);
  const { items, reload } = orders;
  const [editing, setEditing] = useState<Order | null>(null);
  const [formKey, setFormKey] = useState(0);
  const pick = (o: Order | null) => (setEditing(o), setFormKey(formKey + 1));
  return (
    <section className="split">
      <div>
        <h1>{t('orders')}</h1>
        <div className="toolbar">
          <label>{t('search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} /></label>
          {can('orders', 'create') ? <button type="button" onClick={() => pick(null)}>{t('new')}</button> : null}
        </div>
        <table>
          <thead><tr><th>{t('facilities')}</th><th>{t('from')}</th><th>{t('to')}</th><th>{t('headcount')}</th><th>{t('status')}</th></tr></thead>
          <tbody>
            {items.map((o) => (
              <tr key={o.id} aria-selected={editing?.id === o.id}>
                <td><button type="button" className="link" onClick={() => pick(o)}>{o.facilityName ?? o.facilityId.slice(0, 8)}</button></td>
                <td>{o.startDate}</td><td>{o.endDate}</td><td>{o.headcount}</td><td>{t(o.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager paged={orders} />
      </div>
      {(editing ? can('orders', 'update') : can('orders', 'create')) ? (
        <OrderForm key={formKey} order={editing} onSaved={(o) => (setEditing(o), reload())} onDeleted={() => (pick(null), reload())} onCancel={() => pick(null)} />
      ) : null}
    </section>
  );
}
