/**
 * Readable labels and numbers for the findings, in German (default) and English: each label in
 * one language (`…In`: what the message catalogues and the related records use), or in both.
 */
import { recall } from '../shared/remember';
import type { Locale, LocalizedText, PlannedDuty, RelatedRecord } from './types';

/** 9.5 → '9,5' (de) / '9.5' (en); at most two decimals. */
export function hours(h: number): LocalizedText {
  const en = String(round2(h));
  return { de: en.replace('.', ','), en };
}

/** Hours as a decimal number for `details` (2 decimals). A multiple of a quarter hour (most are) is exact already. */
export function round2(h: number): number {
  return Number.isInteger(h * 4) ? h : Number(h.toFixed(2));
}

const germanDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
const dateIn = (d: string, l: Locale) => (l === 'de' ? germanDate(d) : d);
const orderWord = { de: 'Auftrag', en: 'order' } as const;

/** '2027-05-03' → '03.05.2027' (de) / '2027-05-03' (en). */
export function date(d: string): LocalizedText {
  return { de: germanDate(d), en: d };
}

/**
 * An order's label in each language's date format, so a sentence has one: the neutral range
 * '2027-05-01 – 2027-05-31' (assignments/working-time-facts.ts) → '01.05.2027–31.05.2027' (de) /
 * '2027-05-01 to 2027-05-31' (en); any other label as it is.
 */
export function orderName(label: string): LocalizedText {
  return { de: orderNameIn(label, 'de'), en: orderNameIn(label, 'en') };
}

const RANGE = /^(\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})$/;

/** Order labels as worded, per language: a check words the same few orders again and again (bounded). */
const orderNames: Record<Locale, Map<string, string>> = { de: new Map(), en: new Map() };

const wordOrderNameIn: Record<Locale, (label: string) => string> = { de: (label) => wordOrderName(label, 'de'), en: (label) => wordOrderName(label, 'en') };

export function orderNameIn(label: string, l: Locale): string {
  return recall(orderNames[l], label, wordOrderNameIn[l], 10_000);
}

function wordOrderName(label: string, l: Locale): string {
  const range = RANGE.exec(label);
  if (!range) return label;
  const [from, to] = [range[1], range[2]];
  if (from === to) return dateIn(from, l);
  return l === 'de' ? `${germanDate(from)}–${germanDate(to)}` : `${from} to ${to}`;
}

/** '03.05.2027 21:00–06:00' */
export function dutyTime(d: PlannedDuty): LocalizedText {
  return { de: dutyTimeIn(d, 'de'), en: dutyTimeIn(d, 'en') };
}

function dutyTimeIn(d: PlannedDuty, l: Locale): string {
  const times = d.start === null || d.end === null ? null : `${d.start}–${d.end}`;
  return `${dateIn(d.date, l)} ${times ?? (l === 'de' ? '(ohne Zeiten)' : '(no times)')}`;
}

/** '03.05.2027 21:00–06:00, Haus Sonne, Auftrag Nachtwache' */
export function dutyLabel(d: PlannedDuty): LocalizedText {
  return { de: dutyLabelIn(d, 'de'), en: dutyLabelIn(d, 'en') };
}

export function dutyLabelIn(d: PlannedDuty, l: Locale): string {
  return `${dutyTimeIn(d, l)}, ${d.facilityName}, ${orderWord[l]} ${orderNameIn(d.orderLabel, l)}`;
}

/** The records a duty belongs to, with labels (German labels: names are not translated). */
export function dutyRecords(d: PlannedDuty): RelatedRecord[] {
  const records: RelatedRecord[] = [];
  if (d.assignmentId) records.push({ type: 'assignment', id: d.assignmentId, label: dutyLabelIn(d, 'de') });
  records.push({ type: 'order', id: d.orderId, label: d.orderLabel });
  records.push({ type: 'facility', id: d.facilityId, label: d.facilityName });
  return records;
}

/** Related records without duplicates (same type and id), in order of first appearance (a finding names a handful). */
export function uniqueRecords(records: RelatedRecord[]): RelatedRecord[] {
  const out: RelatedRecord[] = [];
  outer: for (const r of records) {
    for (const o of out) if (o.id === r.id && o.type === r.type) continue outer;
    out.push(r);
  }
  return out;
}

/** Several values of one quantity: '12' when all equal, else '11–12' (de '9,5–12'). */
export function spread(values: number[], show: (v: number) => LocalizedText = hours): LocalizedText {
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  if (lo === hi) return show(lo);
  const [a, b] = [show(lo), show(hi)];
  return { de: `${a.de}–${b.de}`, en: `${a.en}–${b.en}` };
}

/** Minutes as they are: '30' (no decimal point to localise). */
export const minutes = (m: number): LocalizedText => ({ de: String(m), en: String(m) });

/** The times every one of the duties has ('21:00–06:00', 'ohne Zeiten' / 'no times'); null when they differ. */
export function sameTimes(duties: PlannedDuty[]): LocalizedText | null {
  const [de, en] = [sameTimesIn(duties, 'de'), sameTimesIn(duties, 'en')];
  return de === null || en === null ? null : { de, en };
}

function sameTimesIn(duties: PlannedDuty[], l: Locale): string | null {
  const times = new Set(duties.map((x) => (x.start === null || x.end === null ? '' : `${x.start}–${x.end}`)));
  if (times.size !== 1) return null;
  const t = [...times][0];
  return t || (l === 'de' ? 'ohne Zeiten' : 'no times');
}

/**
 * Duties of one order on several days: '21:00–06:00, Haus Linde, Auftrag Nachtwache' — the times
 * only when every duty has the same (each day's numbers are in the finding's `details.days`);
 * `dates` in front when given ('03.05.–06.05.2027 21:00–06:00, …').
 */
export function dutiesLabel(duties: PlannedDuty[], dates?: LocalizedText): LocalizedText {
  return { de: dutiesLabelIn(duties, 'de', dates?.de), en: dutiesLabelIn(duties, 'en', dates?.en) };
}

export function dutiesLabelIn(duties: PlannedDuty[], l: Locale, dates?: string): string {
  const when = [dates, sameTimesIn(duties, l)].filter(Boolean).join(' ');
  return [when, duties[0].facilityName, `${orderWord[l]} ${orderNameIn(duties[0].orderLabel, l)}`].filter(Boolean).join(', ');
}
