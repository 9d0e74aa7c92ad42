/**
 * Wertelisten (value lists): qualifications (with their rank: a higher one fills an order asking for
 * a lower one), absence types and CRM states. The entries of the list chosen, inactive ones too;
 * pick one to change its label, rank, order or whether it is offered (ValueListEntryForm.tsx), or add
 * one. An entry some record uses is not deleted: the refusal says by how many, deactivate it instead.
 */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { usePicked } from '../ui/usePicked';
import { useList } from '../ui/useList';
import { ValueListEntryForm, type ListKey } from './ValueListEntryForm';

type Entry = Schemas['ValueListEntryResponse'];
const lists: ListKey[] = ['qualifications', 'absenceTypes', 'crmStatus'];

export function ValueLists() {
  const t = useT();
  const [key, setKey] = useState<ListKey>('qualifications');
  const [items, reload] = useList<Entry>(() => api.GET('/api/value-lists/{key}', { params: { path: { key }, query: { includeInactive: true } } }), [key]);
  const { selected, editing, setSelected, formKey, pick, notice, setNotice } = usePicked<Entry>();
  const mayForm = selected && (editing ? can('valueLists', 'update') || can('valueLists', 'delete') : can('valueLists', 'create'));
  const ranked = key === 'qualifications';
  return (
    <section className="split">
      <div>
        <h1>{t('valueLists')}</h1>
        <div className="toolbar">
          <label>{t('valueList.list')}{' '}
            <select value={key} onChange={(e) => (setKey(e.target.value as ListKey), pick(null))}>
              {lists.map((k) => <option key={k} value={k}>{t(`valueList.${k}`)}</option>)}
            </select>
          </label>
          {can('valueLists', 'create') ? <button type="button" onClick={() => pick('new')}>{t('new')}</button> : null}
        </div>
        {notice ? <p role="status">{notice}</p> : null}
        <div className="table-wrap">
          <table>
            <thead><tr><th>{t('valueList.label')}</th><th>{t('valueList.code')}</th>{ranked ? <th>{t('valueList.rank')}</th> : null}<th>{t('valueList.sortOrder')}</th><th>{t('user.status')}</th></tr></thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.code} aria-selected={editing?.code === e.code}>
                  <td><button type="button" className="link" onClick={() => pick(e)}>{e.label}</button></td>
                  <td><code>{e.code}</code></td>
                  {ranked ? <td>{e.rank ?? '–'}</td> : null}
                  <td>{e.sortOrder}</td>
                  <td>{e.active ? t('user.active') : t('user.inactive')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div>
        {mayForm ? (
          <ValueListEntryForm key={`${key}-${formKey}`} list={key} entry={editing} onSaved={(e) => (setSelected(e), reload())}
            onDeleted={() => (pick(null), setNotice(t('valueList.deleted')), reload())} onCancel={() => pick(null)} />
        ) : null}
      </div>
    </section>
  );
}
