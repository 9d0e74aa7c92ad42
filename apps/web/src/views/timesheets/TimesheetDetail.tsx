/**
 * One timesheet for the office: who, where, which week, its state and steps; the duties planned
 * against worked (editable while open or disputed); the working-time findings of the actual times
 * (the planning's finding component); then the next steps — save, submit, confirm or dispute on
 * the facility's word, and a correction of a confirmed one as a new revision.
 */
import { useState } from 'react';
import { can } from '../../session';
import { useLanguage, useT } from '../../i18n';
import { Findings } from '../../ui/Findings';
import { ProblemBanner } from '../../ui/problem';
import { hoursText, type Timesheet } from './timesheet-rows';
import { stamps, weekText } from './timesheet-text';
import { useTimesheet } from './useTimesheet';
import { OfficeRows } from './OfficeRows';
import { DisputeForm } from './DisputeForm';

interface Props { id: string; onChanged: (sheet: Timesheet) => void; onOpen: (id: string) => void; onClose: () => void }

export function TimesheetDetail({ id, onChanged, onOpen, onClose }: Props) {
  const t = useT();
  const language = useLanguage();
  const state = useTimesheet(id, false, onChanged);
  const [disputing, setDisputing] = useState(false);
  const { sheet, dirty } = state;
  if (!sheet) return null;
  const update = can('timesheets', 'update');
  const editable = update && (sheet.state === 'open' || sheet.state === 'disputed');
  const go = (step: 'submit' | 'confirm' | 'revise') => async () => {
    const next = await state.step(step);
    if (next && next.id !== sheet.id) onOpen(next.id);
  };
  return (
    <section className="card timesheet" aria-label={t('timesheet')}>
      <h2>{sheet.employeeName} – {sheet.facilityName ?? ''}</h2>
      <dl className="facts">
        <dt>{t('week')}</dt><dd>{weekText(language, sheet)}</dd>
        <dt>{t('status')}</dt><dd className={`timesheet-state ${sheet.state}`}>{t(`timesheet.state.${sheet.state}`)}</dd>
        <dt>{t('timesheet.total')}</dt><dd>{hoursText(sheet.totalNetMinutes)} {t('hoursShort')}</dd>
        {sheet.revision > 1 || sheet.supersededById ? <><dt>{t('timesheet.revision')}</dt><dd>{sheet.revision}</dd></> : null}
        {stamps(t, language, sheet).map((s) => <dd key={s} className="stamp">{s}</dd>)}
        {sheet.disputeComment ? <><dt>{t('timesheet.disputeOverall')}</dt><dd>{sheet.disputeComment}</dd></> : null}
      </dl>
      <div className="actions">
        {sheet.supersededById ? <button type="button" onClick={() => onOpen(sheet.supersededById!)}>{t('timesheet.openLater')}</button> : null}
        {sheet.previousRevisionId ? <button type="button" onClick={() => onOpen(sheet.previousRevisionId!)}>{t('timesheet.openEarlier')}</button> : null}
      </div>
      <ProblemBanner problem={state.problem} />
      {state.notice ? <p role="status">{state.notice}</p> : null}
      <OfficeRows state={state} editable={editable} />
      <h3>{t('timesheet.findings')}</h3>
      <div aria-live="polite">{sheet.findings.length ? <Findings findings={sheet.findings} /> : <p>{t('timesheet.noFindings')}</p>}</div>
      <div className="actions">
        {editable ? <button type="button" disabled={!dirty} onClick={() => void state.save()}>{t('save')}</button> : null}
        {editable ? <button type="button" onClick={() => void go('submit')()}>{t('timesheet.submit')}</button> : null}
        {update && sheet.state === 'submitted' ? (
          <>
            <button type="button" onClick={() => void go('confirm')()}>{t('timesheet.confirm')}</button>
            <button type="button" aria-expanded={disputing} onClick={() => setDisputing(!disputing)}>{t('timesheet.dispute')}</button>
            <small className="hint">{t('timesheet.facilityWord')}</small>
          </>
        ) : null}
        {can('timesheets', 'create') && sheet.state === 'confirmed' && !sheet.supersededById ? (
          <button type="button" onClick={() => void go('revise')()}>{t('timesheet.revise')}</button>
        ) : null}
        <button type="button" onClick={onClose}>{t('close')}</button>
      </div>
      {disputing && sheet.state === 'submitted' ? <DisputeForm state={state} onClose={() => setDisputing(false)} /> : null}
    </section>
  );
}
