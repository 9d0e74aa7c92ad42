/** Aufträge: the orders and a new one for a facility. */
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { addDays, isoDay, mondayOf } from '../dates';
import { Field } from '../ui/problem';
import { NewRecordCard } from '../ui/NewRecordCard';
import { useForm } from '../ui/useForm';
import { useList } from '../ui/useList';
import { useValueList } from '../ui/useValueList';

export function Orders() {
  const t = useT();
  const [items, reload] = useList<Schemas['OrderResponse']>(() => api.GET('/api/orders', { params: { query: { pageSize: 100 } } }), []);
  return (
    <section className="split">
      <div>
        <h1>{t('orders')}</h1>
        <table>
          <thead><tr><th>{t('facilities')}</th><th>{t('from')}</th><th>{t('to')}</th><th>#</th><th>{t('status')}</th></tr></thead>
          <tbody>
            {items.map((o) => (
              <tr key={o.id}><td>{o.facilityName}</td><td>{o.startDate}</td><td>{o.endDate}</td><td>{o.headcount}</td><td>{o.status}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      {can('orders', 'create') ? <NewOrder onSaved={reload} /> : null}
    </section>
  );
}

function NewOrder({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const [facilities] = useList<Schemas['FacilityResponse']>(() => api.GET('/api/facilities', { params: { query: { pageSize: 100 } } }), []);
  const qualifications = useValueList('qualifications');
  const monday = mondayOf(isoDay(new Date()));
  const form = useForm({ facilityId: '', startDate: monday, endDate: addDays(monday, 4), headcount: '1', hoursPerDay: '8', requiredQualification: '' }, t('saved'));
  const save = form.submit(
    (v) => api.POST('/api/orders', { body: { ...v, headcount: Number(v.headcount), hoursPerDay: Number(v.hoursPerDay), requiredQualification: v.requiredQualification || null } }),
    onSaved,
  );
  const { values, set, errors } = form;
  return (
    <NewRecordCard noun={t('order')} onSubmit={save} form={form}>
      <Field label={t('facilities')} name="facilityId" value={values.facilityId} onChange={set('facilityId')} errors={errors}
        options={[['', '–'], ...facilities.map((f): [string, string] => [f.id, f.name])]} />
      <Field label={t('from')} name="startDate" type="date" value={values.startDate} onChange={set('startDate')} errors={errors} />
      <Field label={t('to')} name="endDate" type="date" value={values.endDate} onChange={set('endDate')} errors={errors} />
      <Field label={t('headcount')} name="headcount" type="number" value={values.headcount} onChange={set('headcount')} errors={errors} />
      <Field label={t('hoursPerDay')} name="hoursPerDay" type="number" value={values.hoursPerDay} onChange={set('hoursPerDay')} errors={errors} />
      <Field label={t('qualification')} name="requiredQualification" value={values.requiredQualification} onChange={set('requiredQualification')} errors={errors} options={qualifications} />
    </NewRecordCard>
  );
}
