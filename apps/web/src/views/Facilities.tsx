/** Einrichtungen: list with search, crmStatus filter and paging; the selected facility's form and contracts. */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, call } from '../session';
import { useT } from '../i18n';
import { FacilityForm } from './FacilityForm';
import { Contracts } from './Contracts';
import { useValueList } from '../ui/useValueList';

type Facility = Schemas['FacilityResponse'];
const pageSize = 10;

export function Facilities() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [crmStatus, setCrmStatus] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Schemas['FacilityResponsePagedResponse']>();
  const [selected, setSelected] = useState<Facility | 'new' | null>(null);
  const [reload, setReload] = useState(0);
  const crmStatuses = useValueList('crmStatus');
  const [formKey, setFormKey] = useState(0); // a new form only when the user picks another record
  const pick = (f: Facility | 'new') => (setSelected(f), setFormKey(formKey + 1));

  useEffect(() => {
    const query = { page, pageSize, ...(search ? { search } : {}), ...(crmStatus ? { crmStatus } : {}) };
    void call(() => api.GET('/api/facilities', { params: { query } })).then(({ data }) => setList(data));
  }, [search, crmStatus, page, reload]);

  return (
    <section className="split">
      <div>
        <h1>{t('facilities')}</h1>
        <div className="toolbar">
          <label>
            {t('search')} <input type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
          </label>
          <label>
            {t('crmStatus')} <select value={crmStatus} onChange={(e) => (setCrmStatus(e.target.value), setPage(1))}>
              {crmStatuses.map(([code, label]) => <option key={code} value={code}>{code ? label : t('all')}</option>)}
            </select>
          </label>
          <button type="button" onClick={() => pick('new')}>{t('new')}</button>
        </div>
        <table>
          <thead>
            <tr><th>{t('name')}</th><th>{t('city')}</th><th>{t('crmStatus')}</th><th>{t('billingRate')}</th></tr>
          </thead>
          <tbody>
            {list?.items.map((f) => (
              <tr key={f.id} aria-selected={selected !== 'new' && selected?.id === f.id}>
                <td><button type="button" className="link" onClick={() => pick(f)}>{f.name}</button></td>
                <td>{f.city}</td><td>{f.crmStatus}</td><td>{f.billingRate}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="pager">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('previous')}</button>
          <span>{t('page')} {list?.page ?? page} {t('of')} {Math.max(1, list?.totalPages ?? 1)} ({list?.totalCount ?? 0})</span>
          <button type="button" disabled={!list || page >= list.totalPages} onClick={() => setPage(page + 1)}>{t('next')}</button>
        </div>
      </div>
      {selected ? (
        <div>
          <FacilityForm key={formKey} facility={selected === 'new' ? null : selected}
            onSaved={(f) => (setSelected(f), setReload(reload + 1))} onCancel={() => setSelected(null)} />
          {selected !== 'new' ? <Contracts facilityId={selected.id} /> : null}
        </div>
      ) : null}
    </section>
  );
}
