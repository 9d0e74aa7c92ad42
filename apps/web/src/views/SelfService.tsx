/** Self-service for an employee: own assignments and own distances. */
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useT } from '../i18n';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';

export function SelfService() {
  const t = useT();
  const assignments = usePagedList<Schemas['AssignmentResponse']>((paging) => api.GET('/api/assignments', { params: { query: paging } }), []);
  const distances = usePagedList<Schemas['EmployeeDistanceResponse']>((paging) => api.GET('/api/me/distances', { params: { query: paging } }), []);
  return (
    <section>
      <h1>{t('self')}</h1>
      <h2>{t('assignments')}</h2>
      <table>
        <thead><tr><th>{t('from')}</th><th>{t('to')}</th><th>{t('order')}</th></tr></thead>
        <tbody>{assignments.items.map((a) => <tr key={a.id}><td>{a.startDate}</td><td>{a.endDate}</td><td>{a.orderId.slice(0, 8)}</td></tr>)}</tbody>
      </table>
      <Pager paged={assignments} />
      <h2>{t('distances')}</h2>
      <table>
        <thead><tr><th>{t('facilities')}</th><th>{t('km')}</th></tr></thead>
        <tbody>{distances.items.map((d) => <tr key={d.id}><td>{d.facilityName}</td><td>{d.km}</td></tr>)}</tbody>
      </table>
      <Pager paged={distances} />
    </section>
  );
}
