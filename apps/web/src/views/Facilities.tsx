/** Einrichtungen: list with search, crmStatus filter and paging; the selected facility's form and contracts. */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { ClientWishes } from './ClientWishes';
import { useT } from '../i18n';
import { FacilityForm } from './FacilityForm';
import { Contracts } from './Contracts';
import { useValueList } from '../ui/useValueList';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { useClients } from './ClientPicker';

type Facility = Schemas['FacilityResponse'];
const pageSize = 10;

export function Facilities() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [crmStatus, setCrmStatus] = useState('');
  const [selected, setSelected] = useState<Facility | 'new' | null>(null);
  const crmStatuses = useValueList('crmStatus');
  const [formKey, setFormKey] = useState(0); // a new form only when the user picks another record
  const pick = (f: Facility | 'new') => (setSelected(f), setFormKey(formKey + 1));

  const facilities = usePagedList<Facility>(
    (paging) => api.GET('/api/facilities', { params: { query: { ...paging, ...(search ? { search } : {}), ...(crmStatus ? { crmStatus } : {}) } } }),
    [search, crmStatus],
    pageSize,
  );
  const clients = useClients(can('clients') ? facilities.items.map((f) => f.clientId) : []);

  return (
    <section className="split">
      <div>
        <h1>{t('facilities')}</h1>
        <div className="toolbar">
          <label>
            {t('search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          <label>
            {t('crmStatus')} <select value={crmStatus} onChange={(e) => setCrmStatus(e.target.value)}>
              {crmStatuses.map(([code, label]) => <option key={code} value={code}>{code ? label : t('all')}</option>)}
            </select>
          </label>
          <button type="button" onClick={() => pick('new')}>{t('new')}</button>
        </div>
        <div className="table-wrap">
          <table>
            <thead>
              <tr><th>{t('name')}</th><th>{t('city')}</th><th>{t('crmStatus')}</th><th>{t('billingRate')}</th>{can('clients') ? <th>{t('client')}</th> : null}</tr>
            </thead>
            <tbody>
              {facilities.items.map((f) => (
                <tr key={f.id} aria-selected={selected !== 'new' && selected?.id === f.id}>
                  <td><button type="button" className="link" onClick={() => pick(f)}>{f.name}</button></td>
                  <td>{f.city}</td><td>{f.crmStatus}</td><td>{f.billingRate}</td>
                  {can('clients') ? <td>{f.clientId ? (clients[f.clientId]?.name ?? '–') : t('ownClient')}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager paged={facilities} />
      </div>
      {selected ? (
        <div>
          <FacilityForm key={formKey} facility={selected === 'new' ? null : selected}
            onSaved={(f) => (setSelected(f), facilities.reload())} onCancel={() => setSelected(null)} />
          {selected !== 'new' ? <Contracts facilityId={selected.id} /> : null}
          {selected !== 'new' && can('employeeFacilityPreferences') ? <ClientWishes key={selected.id} facilityId={selected.id} /> : null}
        </div>
      ) : null}
    </section>
  );
}
