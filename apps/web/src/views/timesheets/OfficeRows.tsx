/**
 * The office's table of a timesheet's duties: the plan beside what was worked. Actual start and end
 * are wall-clock date-times in the planning zone (`datetime-local`, as the API takes them), the
 * break in minutes, the comment; "Wie geplant" puts the plan back. The API's messages for a
 * duty's field appear in its cell; net hours and the facility's dispute comment are read-only.
 */
import { useLanguage, useT } from '../../i18n';
import { plannedForm, hoursText, rowKey, type RowForm } from './timesheet-rows';
import { dutyName, planText } from './timesheet-text';
import type { TimesheetState } from './useTimesheet';

export function OfficeRows({ state, editable }: { state: TimesheetState; editable: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { sheet, forms, change, rowErrors } = state;
  if (!sheet) return null;
  // The facility's reasons take a column only when there are any (a wide table scrolls, the page never).
  const disputed = sheet.rows.some((r) => r.disputeComment);
  return (
    <div className="table-wrap">
      <table className="duties timesheet-rows">
        <thead>
          <tr>
            <th>{t('date')}</th><th>{t('timesheet.planned')}</th><th>{t('timesheet.actualStart')}</th><th>{t('timesheet.actualEnd')}</th>
            <th>{t('breakMinutes')}</th><th>{t('timesheet.net')}</th><th>{t('timesheet.comment')}</th>{disputed ? <th>{t('timesheet.disputeComment')}</th> : null}<th />
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => {
            const key = rowKey(row);
            const form = forms[key];
            const errors = rowErrors[key] ?? {};
            const name = dutyName(row, language);
            const cell = (field: keyof RowForm, label: string, type: string) => (
              <td>
                <input type={type} aria-label={`${label} ${name}`} value={form?.[field] ?? ''} disabled={!editable}
                  min={type === 'number' ? 0 : undefined} max={type === 'number' ? 240 : undefined} maxLength={type === 'text' ? 1000 : undefined}
                  aria-invalid={errors[field] ? true : undefined} onChange={(e) => change(key, { [field]: e.target.value })} />
                {errors[field] ? <em className="field-error">{errors[field].join(', ')}</em> : null}
              </td>
            );
            return (
              <tr key={key} className={row.actualEntered ? 'entered' : undefined}>
                <th scope="row" className="nowrap">{name}</th>
                <td className="plan">{planText(row)}</td>
                {cell('start', t('timesheet.actualStart'), 'datetime-local')}
                {cell('end', t('timesheet.actualEnd'), 'datetime-local')}
                {cell('breakMinutes', t('breakMinutes'), 'number')}
                <td className="nowrap">{hoursText(row.netMinutes)}</td>
                {cell('comment', t('timesheet.comment'), 'text')}
                {disputed ? <td>{row.disputeComment ?? ''}</td> : null}
                <td>
                  {editable ? (
                    <button type="button" aria-label={`${t('timesheet.asPlanned')} ${name}`} onClick={() => change(key, plannedForm(row))}>{t('timesheet.asPlanned')}</button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
