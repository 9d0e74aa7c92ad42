/** Papierkorb: deleted records, each restorable. */
import { useState } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call } from '../session';
import { useT } from '../i18n';
import { ProblemBanner } from '../ui/problem';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';

type Item = Schemas['TrashItemResponse'];

function restore(item: Item): Promise<{ error?: unknown; response: Response }> {
  const params = { params: { path: { id: item.id } } };
  switch (item.type) {
    case 'employees': return api.POST('/api/trash/employees/{id}/restore', params);
    case 'absences': return api.POST('/api/trash/absences/{id}/restore', params);
    case 'orders': return api.POST('/api/trash/orders/{id}/restore', params);
    case 'assignments': return api.POST('/api/trash/assignments/{id}/restore', { ...params, body: {} });
    case 'contracts': return api.POST('/api/trash/contracts/{id}/restore', params);
    case 'users': return api.POST('/api/trash/users/{id}/restore', params);
  }
}

export function Trash() {
  const t = useT();
  const trash = usePagedList<Item>((paging) => api.GET('/api/trash', { params: { query: paging } }), []);
  const { items, reload } = trash;
  const [problem, setProblem] = useState<Problem | null>(null);
  return (
    <section>
      <h1>{t('trash')}</h1>
      <ProblemBanner problem={problem} />
      <table>
        <thead><tr><th>{t('entityType')}</th><th>{t('name')}</th><th>{t('deleted')}</th><th /></tr></thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.type}-${item.id}`}>
              <td>{t(item.type)}</td><td>{item.label}</td><td>{new Date(item.deletedAt).toLocaleString()} {item.deletedBy.name}</td>
              <td>
                <button type="button" onClick={async () => {
                  const { error } = await call(() => restore(item));
                  setProblem((error as Problem) ?? null);
                  reload();
                }}>{t('restore')}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager paged={trash} />
    </section>
  );
}
