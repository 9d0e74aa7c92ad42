/** The planned assignments a change left with findings (`affectedAssignments`), each with its findings as the board shows them. */
import type { Schemas } from '@cs/client';
import { useT } from '../i18n';
import { Findings } from '../ui/Findings';

export function AffectedAssignments({ affected }: { affected: Schemas['AffectedAssignments'] }) {
  const t = useT();
  return (
    <section className="affected" aria-label={t('affectedAssignments')}>
      <h3>{t('affectedAssignments')}</h3>
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
        <p>{t('affectedNone')}</p>
      )}
      {affected.truncated ? <p>{t('affectedTruncated')}</p> : null}
    </section>
  );
}
