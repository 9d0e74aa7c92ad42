/** Papierkorb: deleted records, each restorable (an assignment after its checks: AssignmentRestore). */
import { Fragment, useState } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call } from '../session';
import { useLanguage, useT } from '../i18n';
import { localIsoDates } from '../dates';
import { ProblemBanner } from '../ui/problem';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { AssignmentRestore } from './AssignmentRestore';

type Item = Schemas['TrashItemResponse'];

function restore(item: Item & { type: Exclude<Item['type'], 'assignments'> }): Promise<{ error?: unknown; response: Response }> {
  const params = { params: { path: { id: item.id } } };
  switch (item.type) {
    case 'employees': return api.POST('/api/trash/employees/{id}/restore', params);
    case 'absences': return api.POST('/api/trash/absences/{id}/restore', params);
    case 'orders': return api.POST('/api/trash/orders/{id}/restore', params);
    case 'contracts': return api.POST('/api/trash/contracts/{id}/restore', params);
    case 'clients': return api.POST('/api/trash/clients/{id}/restore', params);
    case 'users': return api.POST('/api/trash/users/{id}/restore', params);
  }
}

export function Trash() {
  const t = useT();
  const language = useLanguage();
  const trash = usePagedList<Item>((paging) => api.GET('/api/trash', { params: { query: paging } }), []);
  const { items, reload } = trash;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const [restoring, setRestoring] = useState<string | null>(null);
  // The trash index is the audit service's, kept from events: right after a restore it may still
  // list the record. What the owner confirmed restored is not shown again.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const restored = (id: string) => {
    setGone((ids) => new Set([...ids, id]));
    setRestoring(null);
    setProblem(null);
    setNotice(t('restored'));
    reload();
  };
  return (
    <section>
      <h1>{t('trash')}</h1>
      <ProblemBanner problem={problem} />
      {notice ? <p role="status">{notice}</p> : null}
      <table>
        <thead><tr><th>{t('entityType')}</th><th>{t('name')}</th><th>{t('deleted')}</th><th /></tr></thead>
        <tbody>
          {items.filter((item) => !gone.has(item.id)).map((item) => (
            <Fragment key={`${item.type}-${item.id}`}>
              <tr>
                <td>{t(item.type)}</td><td>{localIsoDates(item.label, language)}</td><td>{new Date(item.deletedAt).toLocaleString()} {item.deletedBy.name}</td>
                <td>
                  <button type="button" onClick={async () => {
                    setNotice('');
                    const { type } = item;
                    if (type === 'assignments') return setRestoring(item.id);
                    const { error } = await call(() => restore({ ...item, type }));
                    if (error) setProblem(error as Problem);
                    else restored(item.id);
                  }}>{t('restore')}</button>
                </td>
              </tr>
              {restoring === item.id ? (
                <tr><td colSpan={4}><AssignmentRestore id={item.id} onRestored={() => restored(item.id)} onClose={() => setRestoring(null)} /></td></tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <Pager paged={trash} />
    </section>
  );
}
