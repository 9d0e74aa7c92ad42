/**
 * An employee's lending clock at every client (AÜG; docs/lending-law.md): the limits in force, months
 * and days lent so far and with the planned assignments, the equal-pay date and the last lawful day
 * (each said to be calculated when the lending does not reach it), the revolving door, and what counts.
 */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, call } from '../session';
import { useLanguage, useT } from '../i18n';
import { LendingClockDetails } from './LendingClockDetails';
import { day, limitText, monthsDays, partyName, range } from './lending-text';

/** `changed` counts the history's saves: the clock reads again after each. */
export function LendingClock({ employeeId, changed }: { employeeId: string; changed: number }) {
  const t = useT();
  const language = useLanguage();
  const [lending, setLending] = useState<Schemas['EmployeeLendingResponse']>();
  useEffect(() => {
    let live = true;
    void call(() => api.GET('/api/employees/{id}/lending', { params: { path: { id: employeeId }, query: {} } })).then(({ data }) => live && setLending(data));
    return () => void (live = false);
  }, [employeeId, changed]);
  const when = (projected: boolean) => <small className="by">{projected ? t('projected') : t('reachedByPlan')}</small>;
  return (
    <section className="card clock" aria-label={t('lendingClock')}>
      <h2>{t('lendingClock')}</h2>
      {lending && lending.clients.length === 0 ? <p>{t('noLending')}</p> : null}
      {lending?.clients.map((c) => (
        <section key={c.client.id} aria-label={partyName(t, c.client)}>
          <h3>{partyName(t, c.client)}</h3>
          <dl className="facts">
            <dt>{t('lentAsOf')}</dt><dd>{monthsDays(t, c.lentAsOf)}</dd>
            <dt>{t('lentPlanned')}</dt><dd>{monthsDays(t, c.lentPlanned)} ({t('lendingUntil')} {day(language, c.lendingUntil)})</dd>
            <dt>{t('equalPayFrom')}</dt><dd>{day(language, c.equalPayFrom)} {when(c.equalPayFromProjected)}</dd>
            <dt>{t('lastLawfulDay')}</dt><dd>{day(language, c.lastLawfulDay)} {when(c.lastLawfulDayProjected)}</dd>
            <dt>{t('limits')}</dt>
            <dd>{t('maxLendingMonths').replace(/\s*\(.*\)$/, '')}: {limitText(t, c.maxMonths, c.maxMonthsNote)}; {t('equalPayMonths').replace(/\s*\(.*\)$/, '')}: {limitText(t, c.equalPayMonths, c.equalPayNote)}</dd>
          </dl>
          {c.revolvingDoor ? (
            <p className="overdue">
              {t('revolvingDoor').replace('{from}–{to}', range(language, c.revolvingDoor.employment)).replace('{start}', day(language, c.revolvingDoor.lendingStart))}
            </p>
          ) : null}
          <details>
            <summary>{t('details')}</summary>
            <LendingClockDetails clock={c} />
          </details>
        </section>
      ))}
    </section>
  );
}
