/**
 * A timesheet as a PDF (Leistungsnachweis, docs/billing.md "Timesheet PDF"): employee, facility,
 * ISO week and its dates, per duty the planned and the actual start, end and break, net hours and
 * comments, the total, the state, and the confirmation (who, when) — or "nicht bestätigt".
 * Times of the steps are shown in the planning time zone.
 */
import type { TimesheetResponse, TimesheetRow, TimesheetState } from '@cs/contracts/http/timesheets';
import { Temporal } from 'temporal-polyfill';
import { germanDate, hoursAndMinutes } from '../shared/pdf/german-format';
import { finishPdf, newPdf, PAGE_MARGIN } from '../shared/pdf/pdf-document';
import { drawFacts, drawTable, type Column } from '../shared/pdf/pdf-table';
import { planningTimeZone } from '../working-time/planning-zone';

const states: Record<TimesheetState, string> = { open: 'offen', submitted: 'eingereicht', confirmed: 'bestätigt', disputed: 'beanstandet' };
const weekdays = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

const columns: Column[] = [
  { header: 'Datum', width: 70 },
  { header: 'Geplant', width: 95 },
  { header: 'Tatsächlich', width: 115 },
  { header: 'Netto (Std.)', width: 55, align: 'right' },
  { header: 'Kommentar', width: 160 },
];

type Stamp = TimesheetResponse['confirmed'];

function stampText(stamp: Stamp): string {
  if (!stamp) return '';
  const at = Temporal.Instant.from(stamp.at).toZonedDateTimeISO(planningTimeZone());
  const time = `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
  return `am ${germanDate(at.toPlainDate().toString())}, ${time} Uhr${stamp.by.name ? ` von ${stamp.by.name}` : ''}`;
}

/** A wall-clock time of the row: `06:00`, with the date where it is another day than the duty's. */
const clock = (wallClock: string, date: string) => (wallClock.slice(0, 10) === date ? wallClock.slice(11) : `${germanDate(wallClock).slice(0, 6)} ${wallClock.slice(11)}`);

function rowCells(r: TimesheetRow): string[] {
  const day = weekdays[Temporal.PlainDate.from(r.date).dayOfWeek - 1];
  const planned = r.plannedStart && r.plannedEnd ? `${r.plannedStart}–${r.plannedEnd}, Pause ${r.plannedBreakMinutes ?? 0} min` : 'ohne Zeiten';
  const actual = r.actualStart && r.actualEnd ? `${clock(r.actualStart, r.date)}–${clock(r.actualEnd, r.date)}, Pause ${r.actualBreakMinutes ?? 0} min${r.actualEntered ? '' : ' (wie geplant)'}` : '–';
  const comments = [r.comment, r.disputeComment ? `Beanstandung: ${r.disputeComment}` : null].filter(Boolean).join('\n');
  return [`${day} ${germanDate(r.date)}`, planned, actual, r.netMinutes === null ? '–' : hoursAndMinutes(r.netMinutes), comments];
}

export function timesheetPdfName(t: TimesheetResponse): string {
  return `Leistungsnachweis_${t.week}_${t.employeeName.replace(/[\s,]+/g, '_')}.pdf`;
}

export async function renderTimesheetPdf(t: TimesheetResponse): Promise<Buffer> {
  const title = `Leistungsnachweis ${t.week}`;
  const pdf = newPdf({ title, author: 'care-staffing', subject: `${title} – ${t.employeeName}, ${t.facilityName ?? ''}`, createdAt: new Date(t.updatedAt) });
  pdf.font('bold').fontSize(15).text(title, PAGE_MARGIN, 55);
  const factsEnd = drawFacts(pdf, [
    ['Mitarbeiter/in', t.employeeName],
    ['Einrichtung', t.facilityName ?? '–'],
    ['Kalenderwoche', `${t.week} (${germanDate(t.weekStart)} – ${germanDate(t.weekEnd)})`],
    ['Status', `${states[t.state]}${t.revision > 1 ? ` (Korrektur, Revision ${t.revision})` : ''}`],
  ], PAGE_MARGIN, 85, 495);
  pdf.x = PAGE_MARGIN;
  pdf.y = factsEnd + 12;
  drawTable(pdf, columns, t.rows.map(rowCells));
  pdf.font('bold').fontSize(9.5).text(`Summe netto: ${hoursAndMinutes(t.totalNetMinutes)} Std.`, PAGE_MARGIN, pdf.y + 4);
  pdf.moveDown(1);
  const steps: Array<[string, string]> = [
    ['Eingereicht', t.submitted ? stampText(t.submitted) : 'nicht eingereicht'],
    ...(t.disputed ? [['Beanstandet', `${stampText(t.disputed)}${t.disputeComment ? ` – ${t.disputeComment}` : ''}`] as [string, string]] : []),
    ['Bestätigt', t.confirmed ? stampText(t.confirmed) : 'nicht bestätigt'],
  ];
  drawFacts(pdf, steps, PAGE_MARGIN, pdf.y, 495, 90);
  return finishPdf(pdf, `${title} · ${t.employeeName} · ${t.facilityName ?? ''}`);
}
