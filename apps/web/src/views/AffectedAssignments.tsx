/**
 * Planned assignments with their findings as the board shows them: those a change left with findings
 * (`affectedAssignments`, the default wording) or an employee's standing ones (EmployeeConflicts.tsx).
 */
import type { ReactNode } from 'react';
import type { Schemas } from '@cs/client';
import { useT } from '../i18n';
import { Findings } from '../ui/Findings';

export function AffectedAssignments({ affected, title, none, children }: { affected: Schemas['AffectedAssignments']; title?: string; none?: string; children?: ReactNode }) {
  const t = useT();
  const heading = title ?? t('affectedAssignments');
  return (
    <section className="affected" aria-label={heading}>
      <h3>{heading}</h3>
      {children}
      {affected.items.length ? (
        <div className="table-wrap">
          <table>
            <thead><tr><th>{t('facilities')}</th><th>{t('from')}</th><th>{t('to')}</th><th>{t('check')}</th></tr></thead>
            <tbody>
              {affected.items.map(({ assignment: a, findings }) => (
                <tr key={a.id}>
                  <td>{a.facilityName ?? a.facilityId.slice(0, 8)}</td><td>{a.startDate}</td><td>{a.endDate}</td>
                  <td><Findings findings={findings} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{none ?? t('affectedNone')}</p>
      )}
      {affected.truncated ? <p>{t('affectedTruncated')}</p> : null}
    </section>
  );
}
