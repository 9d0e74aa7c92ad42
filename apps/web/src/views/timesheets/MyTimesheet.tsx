/** One of the employee's own timesheets on a phone: the duties as cards, the findings, save and submit. */
import { useT } from '../../i18n';
import { Findings } from '../../ui/Findings';
import { ProblemBanner } from '../../ui/problem';
import { hoursText } from './timesheet-rows';
import { useTimesheet } from './useTimesheet';
import { DutyCard } from './DutyCard';

export function MyTimesheet({ id, onChanged }: { id: string; onChanged: () => void }) {
  const t = useT();
  const state = useTimesheet(id, true, onChanged);
  const { sheet } = state;
  if (!sheet) return null;
  const editable = sheet.state === 'open' || sheet.state === 'disputed';
  return (
    <article className="my-timesheet" aria-label={sheet.facilityName ?? t('timesheet')}>
      <h2>{sheet.facilityName}</h2>
      <p>
        <span className={`timesheet-state ${sheet.state}`}>{t(`timesheet.state.${sheet.state}`)}</span>
        {' · '}{hoursText(sheet.totalNetMinutes)} {t('hoursShort')}
      </p>
      {sheet.disputeComment ? <p className="problem">{t('timesheet.disputeOverall')}: {sheet.disputeComment}</p> : null}
      <ol className="duty-cards">
        {sheet.rows.map((row) => <DutyCard key={`${row.date}#${row.position}`} row={row} state={state} editable={editable} />)}
      </ol>
      {sheet.findings.length ? <Findings findings={sheet.findings} /> : null}
      <div className="actions sticky">
        <ProblemBanner problem={state.problem} />
        {state.notice ? <p role="status">{state.notice}</p> : null}
        {editable ? <button type="button" disabled={!state.dirty} onClick={() => void state.save()}>{t('save')}</button> : null}
        {editable ? <button type="button" onClick={() => void state.step('submit')}>{t('timesheet.submit')}</button> : null}
      </div>
    </article>
  );
}
