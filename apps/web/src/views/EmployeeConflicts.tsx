/**
 * An employee's standing conflicts: her next 100 planned assignments checked as they are now
 * (`GET /api/employees/{id}/conflicts`), those with findings listed with them — what changed since
 * they were planned (an absence, an exit date, a new rule's severity) shows here without opening
 * each. Read when the employee is opened and again on request.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, call } from '../session';
import { useT } from '../i18n';
import { AffectedAssignments } from './AffectedAssignments';

export function EmployeeConflicts({ employeeId }: { employeeId: string }) {
  const t = useT();
  const [conflicts, setConflicts] = useState<Schemas['AffectedAssignments']>();
  const load = useCallback(() => {
    let live = true;
    void call(() => api.GET('/api/employees/{id}/conflicts', { params: { path: { id: employeeId } } })).then(({ data }) => live && setConflicts(data));
    return () => void (live = false);
  }, [employeeId]);
  useEffect(load, [load]);
  if (!conflicts) return <section className="card"><p>{t('loading')}</p></section>;
  return (
    <section className="card">
      <AffectedAssignments affected={conflicts} title={t('conflicts.title')} none={t('conflicts.none')}>
        <button type="button" onClick={() => void load()}>{t('conflicts.again')}</button>
      </AffectedAssignments>
    </section>
  );
}
