/**
 * A new client, or one edited (If-Match; a 412 loads the current version and keeps what the user
 * typed) or moved to the trash — refused while facilities belong to it, naming them. The client's
 * own lending limits (AÜG §1 Abs. 1b S. 3, §8 Abs. 4 S. 2; docs/lending-law.md) sit in their own
 * group: empty means the statute's 18 and 9 months; a value needs its note.
 */
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { RowActions, confirmDelete } from '../ui/RowActions';

type Client = Schemas['ClientResponse'];
const texts = ['name', 'legalForm', 'street', 'postalCode', 'city', 'country', 'phone', 'email', 'contactPerson', 'buyerReference', 'notes', 'collectiveAgreementNote'] as const;
const limits = [['maxLendingMonths', 'maxLendingMonthsNote', 18], ['equalPayMonths', 'equalPayNote', 9]] as const;
const limitKeys = limits.flatMap(([months, note]) => [months, note]);
type Form = Record<(typeof texts)[number] | (typeof limitKeys)[number], string>;

function toForm(c: Client | null): Form {
  const form = {} as Form;
  for (const k of [...texts, ...limitKeys]) form[k] = c?.[k] == null ? '' : String(c[k]);
  return form;
}

function toBody(form: Form): Schemas['CreateClientRequest'] {
  const body: Record<string, unknown> = {};
  for (const k of [...texts, ...limitKeys]) body[k] = form[k].trim() === '' ? null : form[k];
  for (const [months] of limits) body[months] = body[months] === null ? null : Number(form[months].replace(',', '.'));
  // An empty limit is left out: that is null (PUT replaces every field), and the statute applies.
  for (const k of limitKeys) if (body[k] === null) delete body[k];
  return body as Schemas['CreateClientRequest'];
}

/** The facilities named in a CLIENT_HAS_FACILITIES refusal, by name (the first ten; the rest counted). */
async function facilityNames(ids: string[], more: (n: number) => string) {
  const shown = ids.slice(0, 10);
  const names = await Promise.all(shown.map(async (id) => (await call(() => api.GET('/api/facilities/{id}', { params: { path: { id } } }))).data?.name ?? id));
  return [...names, ...(ids.length > shown.length ? [more(ids.length - shown.length)] : [])].join(', ');
}

export function ClientForm(props: { client: Client | null; onSaved: (c: Client) => void; onDeleted: () => void; onCancel: () => void }) {
  const t = useT();
  const client = props.client;
  const form = useForm(toForm(client), t('saved'), t('conflict'));
  const save = form.submit(
    (v) => {
      const body = toBody(v);
      return client
        ? api.PUT('/api/clients/{id}', { params: { path: { id: client.id }, header: { 'if-match': ifMatch(client.version) } }, body })
        : api.POST('/api/clients', { body });
    },
    props.onSaved,
    async () => {
      const { data } = await api.GET('/api/clients/{id}', { params: { path: { id: client!.id } } });
      if (!data) return undefined;
      props.onSaved(data); // the list and the version follow the current record
      return toForm(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () =>
      api.DELETE('/api/clients/{id}', { params: { path: { id: client!.id }, header: { 'if-match': ifMatch(client!.version) } } }));
    if (problem === null) return props.onDeleted();
    if (!problem) return;
    const ids = (problem as Problem & { facilityIds?: string[] }).facilityIds;
    if (problem.code !== 'CLIENT_HAS_FACILITIES' || !ids?.length) return form.setProblem(problem);
    const names = await facilityNames(ids, (n) => t('andMore').replace('{n}', String(n)));
    form.setProblem({ ...problem, detail: t('clientHasFacilities').replace('{names}', names) });
  }
  const { values, set, errors } = form;
  const field = (k: keyof Form, label = t(k), type = 'text') => (
    <Field key={k} label={label} name={k} type={type} value={values[k]} onChange={set(k)} errors={errors} required={k === 'name'} />
  );
  return (
    <form className="card" onSubmit={save} aria-label={`${t('client')} ${client ? t('edit') : t('new')}`}>
      <h2>{client ? `${t('edit')}: ${client.name}` : `${t('client')}: ${t('new')}`}</h2>
      <FormStatus form={form} />
      <div className="grid">{texts.map((k) => field(k))}</div>
      <fieldset>
        <legend>{t('lendingLimits')}</legend>
        <div className="grid">
          {limits.map(([months, note, statute]) => [
            field(months, `${t(months)} (${t('statuteMonths').replace('{n}', String(statute))})`, 'number'),
            field(note, values[months].trim() ? `${t(note)} (${t('required')})` : t(note)),
          ])}
        </div>
      </fieldset>
      <RowActions editing={Boolean(client)} canDelete={can('clients', 'delete')} onDelete={() => void remove()} onCancel={props.onCancel} />
      {client && can('auditLog') ? <a href={`#/protokoll/client/${client.id}`}>{t('audit')}</a> : null}
    </form>
  );
}
