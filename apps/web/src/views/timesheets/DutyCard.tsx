/**
 * One duty on the employee's phone: the plan, then start, end and break as worked (time fields as
 * large as a thumb) and a comment. The dates follow the times: the start keeps its date (the duty's
 * unless the office entered another), an end at or before the start is the next day — a night duty
 * is entered as it is read on the clock. "Wie geplant" puts the plan back.
 */
import { useLanguage, useT } from '../../i18n';
import { addDays } from '../../dates';
import { plannedForm, hoursText, rowKey, type RowForm, type SheetRow } from './timesheet-rows';
import { dutyName, planText } from './timesheet-text';
import type { TimesheetState } from './useTimesheet';

const timeOf = (wallClock: string) => wallClock.slice(11, 16);

/** The form's start and end after a time was typed: the end's date follows start and end times. */
export function withTimes(row: SheetRow, form: RowForm, start: string, end: string): Pick<RowForm, 'start' | 'end'> {
  const day = form.start ? form.start.slice(0, 10) : row.date;
  const endDay = start && end && end <= start ? addDays(day, 1) : day;
  return { start: start ? `${day}T${start}` : '', end: end ? `${endDay}T${end}` : '' };
}

export function DutyCard({ row, state, editable }: { row: SheetRow; state: TimesheetState; editable: boolean }) {
  const t = useT();
  const language = useLanguage();
  const key = rowKey(row);
  const form = state.forms[key];
  if (!form) return null;
  const errors = state.rowErrors[key] ?? {};
  const name = dutyName(row, language);
  const set = (part: Partial<RowForm>) => state.change(key, part);
  const error = (field: string) => (errors[field] ? <em className="field-error">{errors[field].join(', ')}</em> : null);
  return (
    <li className={`duty-card${row.actualEntered ? ' entered' : ''}`}>
      <fieldset disabled={!editable}>
        <legend>{name}</legend>
        <p className="plan">{t('timesheet.planned')}: {planText(row)} · {t('timesheet.net')} {hoursText(row.netMinutes)} {t('hoursShort')}</p>
        {row.disputeComment ? <p className="problem">{t('timesheet.disputeComment')}: {row.disputeComment}</p> : null}
        <div className="times">
          <label>{t('start')}
            <input type="time" value={timeOf(form.start)} aria-invalid={errors.start ? true : undefined} onChange={(e) => set(withTimes(row, form, e.target.value, timeOf(form.end)))} />
            {error('start')}
          </label>
          <label>{t('end')}
            <input type="time" value={timeOf(form.end)} aria-invalid={errors.end ? true : undefined} onChange={(e) => set(withTimes(row, form, timeOf(form.start), e.target.value))} />
            {error('end')}
          </label>
          <label>{t('breakMinutes')}
            <input type="number" inputMode="numeric" min={0} max={240} value={form.breakMinutes} aria-invalid={errors.breakMinutes ? true : undefined} onChange={(e) => set({ breakMinutes: e.target.value })} />
            {error('breakMinutes')}
          </label>
          {editable ? <button type="button" className="as-planned" onClick={() => set(plannedForm(row))}>{t('timesheet.asPlanned')}</button> : null}
        </div>
        {form.end && form.start && form.end.slice(0, 10) > form.start.slice(0, 10) ? <small className="hint">{t('timesheet.endNextDay')}</small> : null}
        <label className="comment">{t('timesheet.comment')}
          <input value={form.comment} maxLength={1000} onChange={(e) => set({ comment: e.target.value })} />
          {error('comment')}
        </label>
      </fieldset>
    </li>
  );
}
