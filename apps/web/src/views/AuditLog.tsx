/** Protokoll: the audit log of one record (`#/protokoll/<entityType>/<entityId>`) or the latest entries. */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useT } from '../i18n';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';

const show = (v: unknown) => (v === null || v === undefined ? '–' : typeof v === 'object' ? JSON.stringify(v) : String(v));
/** Fields whose values are codes with a label in the table (contract/order status, travel-cost mode). */
const coded = new Set(['status', 'travelCostMode']);

export function AuditLog() {
  const t = useT();
  const value = (field: string, v: unknown) => (coded.has(field) && typeof v === 'string' ? t(v) : show(v));
  const [, fromHashType = '', fromHashId = ''] = location.hash.replace(/^#\/?/, '').split('/');
  const [entityType, setEntityType] = useState(fromHashType);
  const [entityId, setEntityId] = useState(fromHashId);
  const filter = { ...(entityType ? { entityType } : {}), ...(entityId ? { entityId } : {}) };
  const log = usePagedList<Schemas['AuditEntryResponse']>((paging) => api.GET('/api/audit-log', { params: { query: { ...filter, ...paging } } }), [entityType, entityId], 50);
  const { items, reload } = log;
  return (
    <section>
      <h1>{t('audit')}</h1>
      <div className="toolbar">
        <label>{t('entityType')} <input value={entityType} onChange={(e) => setEntityType(e.target.value)} placeholder="facility" /></label>
        <label>{t('entityId')} <input value={entityId} onChange={(e) => setEntityId(e.target.value)} /></label>
        <button type="button" onClick={reload}>{t('show')}</button>
      </div>
      <div className="table-wrap">
        <table className="audit">
          <thead><tr><th>{t('time')}</th><th>{t('entityType')}</th><th>{t('action')}</th><th>{t('person')}</th><th>{t('changes')}</th></tr></thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td>{new Date(e.occurredAt).toLocaleString()}</td><td>{e.entityType}</td><td>{e.action}</td><td>{e.actorName ?? '–'}</td>
                <td>{e.changes.map((c) => <div key={c.field}>{c.field}: {value(c.field, c.before)} → {value(c.field, c.after)}</div>)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager paged={log} />
    </section>
  );
}
