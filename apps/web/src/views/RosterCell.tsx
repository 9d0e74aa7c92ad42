/** One day of one employee in the Dienstplan: duties, absences, the stated availability — or "frei". */
import type { Schemas } from '@cs/client';
import { useT } from '../i18n';

type Day = Schemas['DutyRosterResponse']['items'][number]['days'][number];

export function RosterCell({ day, absenceLabel }: { day: Day; absenceLabel: (code: string) => string }) {
  const t = useT();
  if (!day.employed) return <td className="cell off" title={t('notEmployed')}>–</td>;
  const stated = day.availability;
  const free = day.duties.length === 0 && day.absences.length === 0 && stated?.status !== 'unavailable';
  return (
    <td className={`cell${free ? ' free' : ''}${stated ? ` ${stated.status}` : ''}`}>
      {day.duties.map((d) => (
        <span key={`${d.assignmentId}-${d.start}`} className="duty">
          {d.facilityName ?? d.facilityId.slice(0, 8)}
          <span className="nowrap">{d.start ? ` ${d.start}–${d.end}` : ''}</span>
        </span>
      ))}
      {day.absences.map((a) => <span key={a.id} className="absence">{absenceLabel(a.type)}</span>)}
      {stated ? (
        <span className={`mark ${stated.status}`} title={stated.note ?? undefined}>
          {t(`status.${stated.status}`)}
          {stated.shifts.length ? ` (${stated.shifts.map((s) => t(`shift.${s}`)).join(', ')})` : ''}
          {stated.note ? <span className="note">: {stated.note}</span> : null}
        </span>
      ) : null}
      {free && !stated ? <span className="free-mark">{t('free')}</span> : null}
    </td>
  );
}
