/** A new order, or an order edited (If-Match; 412 keeps the input) with its shift pattern per weekday and exceptions; delete to the trash. */
import { useState } from 'react';
import { ifMatch, type Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { addDays, isoDay, mondayOf } from '../dates';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { RecordPicker } from '../ui/RecordPicker';
import { useValueList } from '../ui/useValueList';
import { RowActions, confirmDelete } from '../ui/RowActions';
import { ShiftPatternFields, patternState, toPattern } from './ShiftPatternFields';

type Order = Schemas['OrderResponse'];
type Status = Schemas['CreateOrderRequest']['status'];

function toForm(o: Order | null) {
  const monday = mondayOf(isoDay(new Date()));
  return {
    facilityId: o?.facilityId ?? '', startDate: o?.startDate ?? monday, endDate: o?.endDate ?? addDays(monday, 4),
    headcount: String(o?.headcount ?? 1), hoursPerDay: String(o?.hoursPerDay ?? 8), requiredQualification: o?.requiredQualification ?? '',
    status: o?.status ?? 'Open',
  };
}

export function OrderForm(props: { order: Order | null; onSaved: (o: Order) => void; onDeleted: () => void; onCancel: () => void }) {
  const t = useT();
  const [order, setOrder] = useState(props.order);
  const [pattern, setPattern] = useState(() => patternState(props.order?.shiftPattern));
  const qualifications = useValueList('qualifications');
  const form = useForm(toForm(props.order), t('saved'), t('conflict'));
  const save = form.submit(
    (v) => {
      const body = {
        facilityId: v.facilityId, startDate: v.startDate, endDate: v.endDate, headcount: Number(v.headcount), hoursPerDay: v.hoursPerDay ? Number(v.hoursPerDay) : null,
        requiredQualification: v.requiredQualification || null, shiftPattern: toPattern(pattern), status: v.status as Status, notes: order?.notes ?? null,
      };
      return order
        ? api.PUT('/api/orders/{id}', { params: { path: { id: order.id }, header: { 'if-match': ifMatch(order.version) } }, body })
        : api.POST('/api/orders', { body });
    },
    (saved: Order) => (setOrder(saved), props.onSaved(saved)),
    async () => {
      const { data } = await api.GET('/api/orders/{id}', { params: { path: { id: order!.id } } });
      if (data) setOrder(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () => api.DELETE('/api/orders/{id}', { params: { path: { id: order!.id }, header: { 'if-match': ifMatch(order!.version) } } }));
    if (problem === null) props.onDeleted();
    else if (problem) form.setProblem(problem);
  }
  const { values, set, errors } = form;
  return (
    <form className="card" onSubmit={save} aria-label={`${t('order')} ${order ? t('edit') : t('new')}`}>
      <h2>{order ? `${t('edit')}: ${order.facilityName ?? ''} ${order.startDate}` : t('new')}</h2>
      <FormStatus form={form} />
      <div className="grid">
        <RecordPicker<Schemas['FacilityResponse']> label={t('facilities')} name="facilityId" value={values.facilityId} valueLabel={order?.facilityName ?? undefined}
          onChange={set('facilityId')} errors={errors} display={(f) => (f.city ? `${f.name}, ${f.city}` : f.name)}
          search={(search, pageSize) => api.GET('/api/facilities', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
        <Field label={t('from')} name="startDate" type="date" value={values.startDate} onChange={set('startDate')} errors={errors} />
        <Field label={t('to')} name="endDate" type="date" value={values.endDate} onChange={set('endDate')} errors={errors} />
        <Field label={t('headcount')} name="headcount" type="number" value={values.headcount} onChange={set('headcount')} errors={errors} />
        <Field label={t('hoursPerDay')} name="hoursPerDay" type="number" value={values.hoursPerDay} onChange={set('hoursPerDay')} errors={errors} />
        <Field label={t('qualification')} name="requiredQualification" value={values.requiredQualification} onChange={set('requiredQualification')} errors={errors} options={qualifications} />
        {order ? (
          <Field label={t('status')} name="status" value={values.status} onChange={set('status')} errors={errors}
            options={(['Open', 'Filled', 'Cancelled'] as const).map((s): [string, string] => [s, t(s)])} />
        ) : null}
      </div>
      <ShiftPatternFields value={pattern} onChange={setPattern} errors={errors} firstDate={values.startDate} />
      <RowActions editing={Boolean(order)} canDelete={can('orders', 'delete')} onDelete={() => void remove()} onCancel={props.onCancel} />
      {order && can('auditLog') ? <a href={`#/protokoll/order/${order.id}`}>{t('audit')}</a> : null}
    </form>
  );
}
