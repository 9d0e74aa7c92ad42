/**
 * One entry of a value list, new or edited (If-Match; a 412 loads the current version and keeps what
 * was typed): its code (new entries only: records store it, so it never changes), label, rank
 * (qualifications only), place in the list and whether it is offered. Deleting an entry records use
 * is refused (`VALUE_IN_USE`): the banner says by how many and to deactivate it instead.
 */
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { RowActions, confirmDelete } from '../ui/RowActions';

type Entry = Schemas['ValueListEntryResponse'];
export type ListKey = 'qualifications' | 'absenceTypes' | 'crmStatus';
type Form = { code: string; label: string; rank: string; sortOrder: string; active: string };

const toForm = (e: Entry | null): Form => ({ code: e?.code ?? '', label: e?.label ?? '', rank: e?.rank == null ? '' : String(e.rank), sortOrder: e ? String(e.sortOrder) : '', active: String(e?.active ?? true) });
const number = (s: string) => (s.trim() === '' ? undefined : Number(s));

export function ValueListEntryForm(props: { list: ListKey; entry: Entry | null; onSaved: (e: Entry) => void; onDeleted: () => void; onCancel: () => void }) {
  const t = useT();
  const { list, entry } = props;
  const ranked = list === 'qualifications';
  const form = useForm(toForm(entry), t('saved'), t('conflict'));
  const rank = (v: Form) => (ranked ? { rank: number(v.rank) } : {});
  const save = form.submit(
    (v) =>
      entry
        ? api.PUT('/api/value-lists/{key}/entries/{code}', {
            params: { path: { key: list, code: entry.code }, header: { 'if-match': ifMatch(entry.version) } },
            body: { label: v.label.trim(), active: v.active === 'true', sortOrder: number(v.sortOrder) ?? entry.sortOrder, ...rank(v) },
          })
        : api.POST('/api/value-lists/{key}/entries', {
            params: { path: { key: list } },
            body: { code: v.code.trim(), label: v.label.trim(), active: v.active === 'true', ...(number(v.sortOrder) === undefined ? {} : { sortOrder: number(v.sortOrder) }), ...rank(v) },
          }),
    props.onSaved,
    async () => {
      const { data } = await api.GET('/api/value-lists/{key}/entries/{code}', { params: { path: { key: list, code: entry!.code } } });
      if (!data) return undefined;
      props.onSaved(data);
      return toForm(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () =>
      api.DELETE('/api/value-lists/{key}/entries/{code}', { params: { path: { key: list, code: entry!.code }, header: { 'if-match': ifMatch(entry!.version) } } }));
    if (problem === null) return props.onDeleted();
    if (!problem) return;
    const usage = (problem as Problem & { usage?: Record<string, number | null> }).usage;
    if (problem.code !== 'VALUE_IN_USE' || !usage) return form.setProblem(problem);
    const uses = Object.entries(usage).map(([what, n]) => (n === null ? t(`valueList.usedBy.${what}`) : `${t(`valueList.usedBy.${what}`)}: ${n}`));
    form.setProblem({ ...problem, detail: t('valueList.inUse').replace('{uses}', uses.join(', ')) });
  }
  const { values, set, errors } = form;
  const mayEdit = entry ? can('valueLists', 'update') : can('valueLists', 'create');
  return (
    <form className="card" onSubmit={save} aria-label={`${t('valueList.entry')} ${entry ? t('edit') : t('new')}`}>
      <h2>{entry ? `${t('edit')}: ${entry.label}` : `${t(`valueList.${list}`)}: ${t('new')}`}</h2>
      <FormStatus form={form} />
      <fieldset disabled={!mayEdit}>
        <div className="grid">
          {entry ? null : <Field label={t('valueList.code')} name="code" value={values.code} onChange={set('code')} errors={errors} required />}
          <Field label={t('valueList.label')} name="label" value={values.label} onChange={set('label')} errors={errors} required />
          {ranked ? <Field label={t('valueList.rank')} name="rank" type="number" value={values.rank} onChange={set('rank')} errors={errors} required /> : null}
          <Field label={t('valueList.sortOrder')} name="sortOrder" type="number" value={values.sortOrder} onChange={set('sortOrder')} errors={errors} />
          <Field label={t('user.status')} name="active" value={values.active} onChange={set('active')} errors={errors} options={[['true', t('user.active')], ['false', t('user.inactive')]]} />
        </div>
        {ranked ? <p className="hint">{t('valueList.rankHint')}</p> : null}
      </fieldset>
      <RowActions editing={Boolean(entry)} canDelete={can('valueLists', 'delete')} onDelete={() => void remove()} onCancel={props.onCancel} />
    </form>
  );
}
