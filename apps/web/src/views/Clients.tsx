/** Kunden (clients, Entleiher): list with search and paging; pick one to edit or trash it (ClientForm.tsx), or enter a new one. */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { usePicked } from '../ui/usePicked';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { ClientForm } from './ClientForm';

type Client = Schemas['ClientResponse'];

export function Clients() {
  const t = useT();
  const [search, setSearch] = useState('');
  const clients = usePagedList<Client>((paging) => api.GET('/api/clients', { params: { query: { ...paging, ...(search ? { search } : {}) } } }), [search]);
  const { items, reload } = clients;
  const { selected, editing, setSelected, formKey, pick, notice, setNotice } = usePicked<Client>();
  const mayForm = selected && (editing ? can('clients', 'update') || can('clients', 'delete') : can('clients', 'create'));
  const months = (n: number | null | undefined) => (n == null ? '–' : `${n}`);
  return (
    <section className="split">
      <div>
        <h1>{t('clients')}</h1>
        <div className="toolbar">
          <label>{t('search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} /></label>
          {can('clients', 'create') ? <button type="button" onClick={() => pick('new')}>{t('new')}</button> : null}
        </div>
        {notice ? <p role="status">{notice}</p> : null}
        <div className="table-wrap">
          <table>
            <thead><tr><th>{t('name')}</th><th>{t('legalForm')}</th><th>{t('city')}</th><th>{t('maxLendingMonths')}</th><th>{t('equalPayMonths')}</th></tr></thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id} aria-selected={editing?.id === c.id}>
                  <td><button type="button" className="link" onClick={() => pick(c)}>{c.name}</button></td>
                  <td>{c.legalForm ?? '–'}</td><td>{c.city ?? '–'}</td><td>{months(c.maxLendingMonths)}</td><td>{months(c.equalPayMonths)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager paged={clients} />
      </div>
      <div>
        {mayForm ? (
          <ClientForm key={formKey} client={editing} onSaved={(c) => (setSelected(c), reload())}
            onDeleted={() => (pick(null), setNotice(t('toTrash')), reload())} onCancel={() => pick(null)} />
        ) : null}
      </div>
    </section>
  );
}
