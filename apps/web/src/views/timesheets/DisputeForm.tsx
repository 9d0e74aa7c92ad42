/**
 * The office disputes a submitted timesheet on the facility's word: an overall reason and/or a
 * reason per duty (at least one; the API says so beside the overall reason otherwise). Only the
 * duties given a reason are sent.
 */
import { useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../../i18n';
import { rowKey } from './timesheet-rows';
import { dutyName } from './timesheet-text';
import type { TimesheetState } from './useTimesheet';

export function DisputeForm({ state, onClose }: { state: TimesheetState; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [comment, setComment] = useState('');
  const [perDuty, setPerDuty] = useState<Record<string, string>>({});
  const { sheet, problem } = state;
  if (!sheet) return null;
  const rows = sheet.rows.filter((r) => (perDuty[rowKey(r)] ?? '').trim() !== '');
  const errors = (problem?.errors ?? {}) as Record<string, string[]>;
  async function send(e: FormEvent) {
    e.preventDefault();
    const body = { comment: comment.trim() || null, rows: rows.map((r) => ({ date: r.date, position: r.position, disputeComment: perDuty[rowKey(r)] })) };
    if (await state.step('dispute', body)) onClose();
  }
  return (
    <form className="card dispute" onSubmit={(e) => void send(e)} aria-label={t('timesheet.dispute')}>
      <h3>{t('timesheet.dispute')}</h3>
      <label className="field">
        <span>{t('timesheet.disputeOverall')}</span>
        <textarea name="comment" value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} aria-invalid={errors.comment ? true : undefined} />
        {errors.comment ? <em className="field-error">{errors.comment.join(', ')}</em> : null}
      </label>
      {sheet.rows.map((row) => {
        const key = rowKey(row);
        const sent = rows.findIndex((r) => rowKey(r) === key);
        const messages = sent >= 0 ? errors[`rows.${sent}.disputeComment`] : undefined;
        return (
          <label key={key} className="field">
            <span>{t('timesheet.disputeComment')} {dutyName(row, language)}</span>
            <input value={perDuty[key] ?? ''} maxLength={1000} onChange={(e) => setPerDuty({ ...perDuty, [key]: e.target.value })} />
            {messages ? <em className="field-error">{messages.join(', ')}</em> : null}
          </label>
        );
      })}
      <div className="actions">
        <button type="submit">{t('timesheet.disputeSend')}</button>
        <button type="button" onClick={onClose}>{t('cancel')}</button>
      </div>
    </form>
  );
}
