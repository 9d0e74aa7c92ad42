/** How the timesheet views word a duty, a plan and a step (who and when). */
import type { Language } from '../../i18n';
import { localIsoDates, shortDay } from '../../dates';
import type { SheetRow, Timesheet } from './timesheet-rows';

type T = (key: string) => string;

/** "Mo 04.05." — with the position when a date has several duties ("Mo 04.05. (2)"). */
export const dutyName = (row: SheetRow, language: Language) => `${shortDay(row.date, language)}${row.position > 0 ? ` (${row.position + 1})` : ''}`;

/** "06:00–14:00, 30 min" — or "–" for an order without shift times. */
export const planText = (row: SheetRow) =>
  row.plannedStart && row.plannedEnd ? `${row.plannedStart.slice(0, 5)}–${row.plannedEnd.slice(0, 5)}, ${row.plannedBreakMinutes ?? 0} min` : '–';

/** "04.05.–10.05.2026 (2026-W19)". */
export const weekText = (language: Language, sheet: { week: string; weekStart: string; weekEnd: string }) =>
  `${localIsoDates(sheet.weekStart, language)}–${localIsoDates(sheet.weekEnd, language)} (${sheet.week})`;

/** "eingereicht 04.05.2026, 14:03 von Anna Muster" for each step taken. */
export function stamps(t: T, language: Language, sheet: Timesheet): string[] {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  return (['submitted', 'disputed', 'confirmed'] as const)
    .filter((step) => sheet[step])
    .map((step) => {
      const s = sheet[step]!;
      return `${t(`timesheet.state.${step}`)} ${new Date(s.at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}${s.by.name ? ` ${t('timesheet.by')} ${s.by.name}` : ''}`;
    });
}
