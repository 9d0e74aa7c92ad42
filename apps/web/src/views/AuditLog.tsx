/**
 * Protokoll: the audit log of one record (`#/protokoll/<entityType>/<entityId>`) or the latest
 * entries, filtered by a record's name and its type; worded in the office's language
 * (ui/audit-entry-text.ts).
 */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useLanguage, useT } from '../i18n';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { actionLabel, entityTypeLabel, fieldLabel, formatValue, recordName } from '../ui/audit-entry-text';

/** The record types the filter offers (those with a label in the table; the API takes any type). */
const recordTypes = ['facility', 'client', 'contract', 'employee', 'absence', 'order', 'assignment', 'distance', 'user', 'role', 'valueListEntry', 'assignmentValidationSettings'];

export function AuditLog() {
  const t = useT();
  const language = useLanguage();
  const [, fromHashType = '', fromHashId = ''] = location.hash.replace(/^#\/?/, '').split('/');
  const [entityType, setEntityType] = useState(fromHashType);
  const [entityId, setEntityId] = useState(fromHashId);
  const [search, setSearch] = useState('');
  const name = search.trim();
  const filter = { ...(entityType ? { entityType } : {}), ...(entityId ? { entityId } : {}), ...(name ? { search: name } : {}) };
  const log = usePagedList<Schemas['AuditEntryResponse']>((paging) => api.GET('/api/audit-log', { params: { query: { ...filter, ...paging } } }), [entityType, entityId, name], 50);
  const { items, reload } = log;
  return (
    <section>
      <h1>{t('audit')}</h1>
      <div className="toolbar">
        <label>{t('searchName')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} /></label>
        <label>{t('entityType')}{' '}
          <select value={entityType} onChange={(e) => setEntityType(e.target.value)}>
            <option value="">{t('all')}</option>
            {[...new Set([...recordTypes, ...(entityType ? [entityType] : [])])].map((type) => (
              <option key={type} value={type}>{entityTypeLabel(t, type)}</option>
            ))}
          </select>
        </label>
        <label>{t('entityId')} <input value={entityId} onChange={(e) => setEntityId(e.target.value)} /></label>
        <button type="button" onClick={reload}>{t('show')}</button>
      </div>
      <div className="table-wrap">
        <table className="audit">
          <thead><tr><th>{t('time')}</th><th>{t('entityType')}</th><th>{t('record')}</th><th>{t('action')}</th><th>{t('person')}</th><th>{t('changes')}</th></tr></thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td>{new Date(e.occurredAt).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB')}</td>
                <td>{entityTypeLabel(t, e.entityType)}</td>
                <td title={e.entityId}>{recordName(t, language, e)}</td>
                <td>{actionLabel(t, e.action)}</td>
                <td>{e.actorName ?? '—'}</td>
                <td>
                  {e.changes.map((c) => (
                    <div key={c.field}>
                      {fieldLabel(t, c.field)}: {formatValue(t, language, c.field, c.before)} → {formatValue(t, language, c.field, c.after)}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager paged={log} />
    </section>
  );
}
