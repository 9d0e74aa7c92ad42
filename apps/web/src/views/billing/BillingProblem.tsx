/**
 * A billing refusal in words: the code's sentence (`ui/problem.tsx`'s banner) and what it names —
 * the missing fields by their form labels (seller data, DATEV numbers), the employees and facilities
 * by name (the LODAS refusal carries the names; the invoice's carry ids, read one by one: few).
 */
import { useEffect, useState } from 'react';
import type { Problem } from '@cs/client';
import { api, call } from '../../session';
import { useT } from '../../i18n';
import { ProblemBanner } from '../../ui/problem';

type Named = { employeeId: string; name: string };
const namedFields: Record<string, string> = { SELLER_DATA_MISSING: 'seller', PAYROLL_SETTINGS_MISSING: 'payroll' };

async function nameOf(kind: 'employee' | 'facility', id: string) {
  if (kind === 'facility') return (await call(() => api.GET('/api/facilities/{id}', { params: { path: { id } } }))).data?.name ?? id;
  const e = (await call(() => api.GET('/api/employees/{id}', { params: { path: { id } } }))).data;
  return e ? `${e.lastName}, ${e.firstName}` : id;
}

function useNames(kind: 'employee' | 'facility', ids: string[] | undefined) {
  const [names, setNames] = useState<string[]>([]);
  const key = (ids ?? []).join(',');
  useEffect(() => {
    let live = true;
    void Promise.all((ids ?? []).map((id) => nameOf(kind, id))).then((found) => live && setNames(found));
    return () => void (live = false);
  }, [kind, key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for `ids`
  return names;
}

export function BillingProblem({ problem }: { problem: Problem | null | undefined }) {
  const t = useT();
  const extra = (problem ?? {}) as { employees?: Named[]; employeeIds?: string[]; facilityIds?: string[]; fields?: string[]; errors?: Record<string, unknown> };
  const employees = useNames('employee', extra.employees ? [] : extra.employeeIds);
  const facilities = useNames('facility', extra.facilityIds);
  if (!problem) return null;
  const prefix = namedFields[String(problem.code)];
  const fields = prefix ? (extra.fields ?? Object.keys(extra.errors ?? {})).map((f) => t(`${prefix}.${f}`)) : [];
  const people = extra.employees?.map((e) => e.name) ?? employees;
  const list = (key: string, names: string[]) => (names.length ? <li>{t(key).replace('{names}', names.join('; '))}</li> : null);
  return (
    <div className="billing-problem">
      <ProblemBanner problem={problem} />
      {fields.length || people.length || facilities.length ? (
        <ul className="problem-names">
          {list('billing.missingFields', fields)}
          {list('billing.employees', people)}
          {list('billing.facilities', facilities)}
        </ul>
      ) : null}
    </div>
  );
}
