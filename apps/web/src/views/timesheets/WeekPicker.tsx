/** An ISO week (`2026-W19`): the previous and next week, this week, or one typed or chosen (`<input type="week">`). */
import { useLanguage, useT } from '../../i18n';
import { addDays, localIsoDates, localToday } from '../../dates';
import { isoWeekOf, mondayOfIsoWeek, shiftIsoWeek } from '../../iso-week';

export function WeekPicker({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const monday = mondayOfIsoWeek(week);
  const thisWeek = isoWeekOf(localToday());
  return (
    <span className="week-picker" role="group" aria-label={t('week')}>
      <button type="button" onClick={() => onChange(shiftIsoWeek(week, -1))}>{t('timesheet.previousWeek')}</button>
      <input type="week" aria-label={t('week')} value={week} required
        onChange={(e) => /^\d{4}-W\d{2}$/.test(e.target.value) && onChange(e.target.value)} />
      <button type="button" onClick={() => onChange(shiftIsoWeek(week, 1))}>{t('timesheet.nextWeek')}</button>
      <button type="button" disabled={week === thisWeek} onClick={() => onChange(thisWeek)}>{t('timesheet.thisWeek')}</button>
      <span className="nowrap">{localIsoDates(monday, language)}–{localIsoDates(addDays(monday, 6), language)}</span>
    </span>
  );
}
