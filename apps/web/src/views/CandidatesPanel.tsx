/**
 * Kandidaten: for the order chosen on the board and a day range (chosen on the board or here; the
 * API's default window — the order's unfilled part from today on — until one is), the employees
 * ranked best first with the score's reasons in words and the check's findings; blocked ones (an
 * Error) on request; further pages with "mehr laden". Several are chosen by checkbox — each choice runs its
 * live check — and assigned in one request (`POST /api/orders/{id}/assignments`); warnings must be
 * acknowledged first, as in the single assign panel. Afterwards, per employee: saved or refused
 * with the findings that refused her.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner, fieldErrors } from '../ui/problem';
import { CandidateRow, candidateName } from './CandidateRow';
import { AssignResults, type Outcome } from './AssignResults';
import { useCandidates, useChoiceChecks, type Range } from './useCandidates';

type Order = Schemas['OrderResponse'];

export function CandidatesPanel(props: { order: Order; days: Range | null; reload: number; onSaved: () => void }) {
  const t = useT();
  const { order } = props;
  const [range, setRange] = useState<Range>({});
  const [includeBlocked, setIncludeBlocked] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [acknowledged, setAcknowledged] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = useCandidates(order.id, range, includeBlocked, props.reload);
  const from = range.from ?? list.answer?.from;
  const to = range.to ?? list.answer?.to;
  const checkOf = useChoiceChecks(order.id, chosen, from, to, props.reload);
  const mayAssign = can('assignments', 'create');

  useEffect(() => void (props.days && setRange({ from: props.days.from, to: props.days.to })), [props.days?.from, props.days?.to]); // eslint-disable-line react-hooks/exhaustive-deps -- the board's days are the key
  useEffect(() => setChosen([]), [from, to]); // a choice holds for the range it was checked for
  useEffect(() => setAcknowledged(false), [chosen]);

  const checks = chosen.map(checkOf);
  const warnings = checks.some((c) => c?.findings.some((f) => f.severity === 'Warning'));
  const ready = chosen.length > 0 && checks.every((c) => c?.canSave) && (!warnings || acknowledged);
  const choose = (id: string, on: boolean) => setChosen((all) => (on ? [...all, id] : all.filter((x) => x !== id)));
  const setDay = (end: 'from' | 'to') => (value: string) => setRange({ from, to, [end]: value || undefined });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || !from || !to) return;
    const names = Object.fromEntries(list.items.map((c) => [c.employee.id, candidateName(c)]));
    const body = { employeeIds: chosen, startDate: from, endDate: to, ...(warnings ? { acknowledgement: {} } : {}) };
    const { data, error } = await call(() => api.POST('/api/orders/{id}/assignments', { params: { path: { id: order.id } }, body }));
    setProblem((error as Problem | undefined) ?? null);
    if (!data) return;
    setOutcome({ results: data.results, names });
    setChosen([]);
    props.onSaved();
  }

  const listErrors = fieldErrors(list.problem);
  const saveErrors = fieldErrors(problem);
  const errors = {
    candidatesFrom: [...(listErrors['query.from'] ?? []), ...(saveErrors.startDate ?? [])],
    candidatesTo: [...(listErrors['query.to'] ?? []), ...(saveErrors.endDate ?? [])],
  };
  const shown = Object.fromEntries(Object.entries(errors).filter(([, m]) => m.length));
  return (
    <section className="card candidates" aria-labelledby="candidates-title">
      <h2 id="candidates-title">{t('candidates')}: {order.facilityName}</h2>
      <div className="toolbar">
        <Field label={t('from')} name="candidatesFrom" type="date" value={from ?? ''} onChange={setDay('from')} errors={shown} />
        <Field label={t('to')} name="candidatesTo" type="date" value={to ?? ''} onChange={setDay('to')} errors={shown} />
        <label><input type="checkbox" checked={includeBlocked} onChange={(e) => setIncludeBlocked(e.target.checked)} /> {t('candidates.includeBlocked')}</label>
      </div>
      {list.problem && !Object.keys(shown).length ? <ProblemBanner problem={list.problem} /> : null}
      {list.answer?.notes.map((n) => <p key={n.code} className="note" role="note">{n.message}</p>)}
      <form onSubmit={submit} aria-label={t('candidates')}>
        <ol className="candidate-list" aria-busy={list.loading}>
          {list.items.map((c, i) => (
            <CandidateRow key={c.employee.id} rank={i + 1} candidate={c} check={checkOf(c.employee.id)} chosen={chosen.includes(c.employee.id)}
              canChoose={mayAssign} onChoose={(on) => choose(c.employee.id, on)} />
          ))}
        </ol>
        {list.answer && !list.items.length ? <p>{t('candidates.none')}</p> : null}
        {list.answer?.hasMore ? <button type="button" onClick={list.more} disabled={list.loading}>{t('candidates.more')}</button> : null}
        {mayAssign ? (
          <div className="candidate-assign" aria-live="polite">
            <p>{t('candidates.chosen')}: {chosen.length}</p>
            {warnings && checks.every((c) => c?.canSave) ? (
              <label><input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} /> {t('acknowledge')}</label>
            ) : null}
            {checks.some((c) => c && !c.canSave) ? <p className="problem">{t('blocked')}</p> : null}
            <ProblemBanner problem={problem} />
            {saveErrors.employeeIds ? <p className="field-error">{saveErrors.employeeIds.join(', ')}</p> : null}
            <button type="submit" disabled={!ready}>{t('candidates.assign')}</button>
          </div>
        ) : null}
      </form>
      {outcome ? <AssignResults outcome={outcome} /> : null}
    </section>
  );
}
