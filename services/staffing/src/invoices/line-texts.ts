import { Temporal } from 'temporal-polyfill';

export type LineKind = 'regular' | 'night' | 'sunday' | 'holiday' | 'travel' | 'meal';

const kindNames: Record<LineKind, string> = {
  regular: 'Arbeitsstunden',
  night: 'Nachtzuschlag',
  sunday: 'Sonntagszuschlag',
  holiday: 'Feiertagszuschlag',
  travel: 'Fahrtkosten',
  meal: 'Verpflegungspauschale',
};

/** `2026-05-04` → `04.05.2026`. */
export const germanDate = (date: string) => Temporal.PlainDate.from(date).toLocaleString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "04.05.2026–29.05.2026, 20 Arbeitstage": the employee's first and last date with time worked. */
function span(dates: string[]): string {
  const sorted = [...dates].sort();
  const first = germanDate(sorted[0]);
  const last = germanDate(sorted[sorted.length - 1]);
  const range = first === last ? first : `${first}–${last}`;
  return `${range}, ${sorted.length} ${sorted.length === 1 ? 'Arbeitstag' : 'Arbeitstage'}`;
}

/** The line's name (BT-153: "Müller, Anna – Nachtzuschlag 25 %") and description (BT-154: the dates and, for travel, how it is computed). */
export function lineTexts(employeeName: string, dates: string[]) {
  const when = span(dates);
  return (kind: LineKind, detail?: string) => ({
    name: `${employeeName} – ${kindNames[kind]}${detail && kind !== 'travel' ? ` ${detail}` : ''}`,
    description: kind === 'travel' && detail ? `${when}; ${detail}` : when,
  });
}
