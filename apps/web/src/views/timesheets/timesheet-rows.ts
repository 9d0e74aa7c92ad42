/**
 * A timesheet's duties as a form (docs/billing.md, "A row: planned and actual times"): per duty
 * the actual start and end as wall-clock date-times in the planning zone (`2026-10-24T21:30`, as
 * the API takes them), the break in minutes and the comment, all as typed strings. Saving sends
 * only the duties changed since the read; three empty times (or the plan's) mean "as planned".
 */
import type { Schemas } from '@cs/client';
import { addDays } from '../../dates';
import { keepTyped } from '../../ui/useForm';

export type Timesheet = Schemas['TimesheetResponse'];
export type SheetRow = Schemas['TimesheetRow'];
export type RowInput = Schemas['UpdateTimesheetRequest']['rows'][number];
export type RowForm = { start: string; end: string; breakMinutes: string; comment: string };
export type RowForms = Record<string, RowForm>;

/** A duty's key: its date and its position on that date (a split shift has several). */
export const rowKey = (row: { date: string; position: number }) => `${row.date}#${row.position}`;

/** The plan as actual times: start on the duty's date, an end at or before the start the next day. */
export function plannedForm(row: SheetRow): Omit<RowForm, 'comment'> {
  if (!row.plannedStart || !row.plannedEnd) return { start: '', end: '', breakMinutes: '' };
  const endDay = row.plannedEnd <= row.plannedStart ? addDays(row.date, 1) : row.date;
  return { start: `${row.date}T${row.plannedStart.slice(0, 5)}`, end: `${endDay}T${row.plannedEnd.slice(0, 5)}`, breakMinutes: String(row.plannedBreakMinutes ?? 0) };
}

export const formOf = (row: SheetRow): RowForm => ({
  start: row.actualStart ?? '',
  end: row.actualEnd ?? '',
  breakMinutes: row.actualBreakMinutes === null ? '' : String(row.actualBreakMinutes),
  comment: row.comment ?? '',
});

export const formsOf = (sheet: Timesheet): RowForms => Object.fromEntries(sheet.rows.map((r) => [rowKey(r), formOf(r)]));

const same = (a: RowForm, b: RowForm) => (Object.keys(a) as Array<keyof RowForm>).every((k) => a[k] === b[k]);

/** The rows of a PUT: each duty whose form differs from the read (the plan's times or none sent as "as planned"). */
export function changedRows(sheet: Timesheet, forms: RowForms): RowInput[] {
  return sheet.rows
    .filter((r) => forms[rowKey(r)] && !same(forms[rowKey(r)], formOf(r)))
    .map((r) => {
      const f = forms[rowKey(r)];
      const plan = plannedForm(r);
      const asPlanned = (f.start === '' && f.end === '' && f.breakMinutes === '') || (f.start === plan.start && f.end === plan.end && f.breakMinutes === plan.breakMinutes);
      return {
        date: r.date,
        position: r.position,
        actualStart: asPlanned ? null : f.start || null,
        actualEnd: asPlanned ? null : f.end || null,
        actualBreakMinutes: asPlanned || f.breakMinutes === '' ? null : Number(f.breakMinutes),
        comment: f.comment.trim() === '' ? null : f.comment,
      };
    });
}

/** After a 412: per duty and field, what the user typed stays; the rest is the current version's. */
export function keepTypedRows(read: Timesheet, typed: RowForms, latest: Timesheet): RowForms {
  const before = formsOf(read);
  return Object.fromEntries(latest.rows.map((r) => {
    const key = rowKey(r);
    return [key, before[key] && typed[key] ? keepTyped(before[key], typed[key], formOf(r)) : formOf(r)];
  }));
}

/** The problem's `rows.<i>.<field>` messages by duty key and form field (`i` indexes the rows sent). */
export function errorsByRow(errors: Record<string, string[]>, sent: RowInput[]): Record<string, Record<string, string[]>> {
  const field: Record<string, string> = { actualStart: 'start', actualEnd: 'end', actualBreakMinutes: 'breakMinutes', comment: 'comment', date: 'start', position: 'start' };
  const out: Record<string, Record<string, string[]>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^rows\.(\d+)\.(\w+)/.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!row || !match) continue;
    const name = field[match[2]] ?? 'start';
    const byField = (out[rowKey(row)] ??= {});
    byField[name] = [...(byField[name] ?? []), ...messages];
  }
  return out;
}

/** "7:30" from 450 minutes; "–" without times. */
export const hoursText = (minutes: number | null | undefined) =>
  minutes === null || minutes === undefined ? '–' : `${Math.trunc(minutes / 60)}:${String(Math.abs(minutes % 60)).padStart(2, '0')}`;
