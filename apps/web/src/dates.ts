/** Date-only strings (YYYY-MM-DD) in UTC, as the API has them. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** ISO dates inside a record's name (an order's range) in the reader's format: German 30.11.2026. */
export const localIsoDates = (text: string, language: 'de' | 'en') =>
  language === 'de' ? text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3.$2.$1') : text;
export function addDays(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDay(d);
}
export function mondayOf(day: string) {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}
export const daysFrom = (start: string, count: number) => Array.from({ length: count }, (_, i) => addDays(start, i));
export const overlaps = (a: { startDate: string; endDate: string }, day: string) => a.startDate <= day && day <= a.endDate;
/** Today as the reader's calendar has it (the planning time zone for people working in it), not UTC. */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** "Mo 30.11." / "Mon 30.11." for a grid's or a list's day heading. */
export const shortDay = (day: string, language: 'de' | 'en') =>
  `${new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'de' ? 'de-DE' : 'en-GB', { weekday: 'short', timeZone: 'UTC' })} ${day.slice(8)}.${day.slice(5, 7)}.`;
