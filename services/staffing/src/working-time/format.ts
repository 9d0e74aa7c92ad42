/** Readable labels and numbers for the findings, in German (default) and English. */
import type { LocalizedText, PlannedDuty, RelatedRecord } from './types';

/** 9.5 → '9,5' (de) / '9.5' (en); at most two decimals. */
export function hours(h: number): LocalizedText {
  const en = String(Number(h.toFixed(2)));
  return { de: en.replace('.', ','), en };
}

/** Hours as a decimal number for `details` (2 decimals). */
export function round2(h: number): number {
  return Number(h.toFixed(2));
}

/** '2027-05-03' → '03.05.2027' (de) / '2027-05-03' (en). */
export function date(d: string): LocalizedText {
  return { de: `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`, en: d };
}

/**
 * An order's label in each language's date format, so a sentence has one: the neutral range
 * '2027-05-01 – 2027-05-31' (assignments/working-time-facts.ts) → '01.05.2027–31.05.2027' (de) /
 * '2027-05-01 to 2027-05-31' (en); any other label as it is.
 */
export function orderName(label: string): LocalizedText {
  const range = /^(\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})$/.exec(label);
  if (!range) return { de: label, en: label };
  const [from, to] = [range[1], range[2]];
  return from === to ? date(from) : { de: `${date(from).de}–${date(to).de}`, en: `${from} to ${to}` };
}

/** '03.05.2027 21:00–06:00' */
export function dutyTime(d: PlannedDuty): LocalizedText {
  const day = date(d.date);
  const times = d.start === null || d.end === null ? null : `${d.start}–${d.end}`;
  return { de: `${day.de} ${times ?? '(ohne Zeiten)'}`, en: `${day.en} ${times ?? '(no times)'}` };
}

/** '03.05.2027 21:00–06:00, Haus Sonne, Auftrag Nachtwache' */
export function dutyLabel(d: PlannedDuty): LocalizedText {
  const t = dutyTime(d);
  const o = orderName(d.orderLabel);
  return { de: `${t.de}, ${d.facilityName}, Auftrag ${o.de}`, en: `${t.en}, ${d.facilityName}, order ${o.en}` };
}

/** The records a duty belongs to, with labels (German labels: names are not translated). */
export function dutyRecords(d: PlannedDuty): RelatedRecord[] {
  const records: RelatedRecord[] = [];
  if (d.assignmentId) records.push({ type: 'assignment', id: d.assignmentId, label: dutyLabel(d).de });
  records.push({ type: 'order', id: d.orderId, label: d.orderLabel });
  records.push({ type: 'facility', id: d.facilityId, label: d.facilityName });
  return records;
}

/** Related records without duplicates (same type and id), in order of first appearance. */
export function uniqueRecords(records: RelatedRecord[]): RelatedRecord[] {
  const seen = new Set<string>();
  return records.filter((r) => {
    const key = `${r.type}|${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
  const times = new Set(duties.map((x) => (x.start === null || x.end === null ? '' : `${x.start}–${x.end}`)));
  if (times.size !== 1) return null;
  const t = [...times][0];
  return t ? { de: t, en: t } : { de: 'ohne Zeiten', en: 'no times' };
}

/**
 * Duties of one order on several days: '21:00–06:00, Haus Linde, Auftrag Nachtwache' — the times
 * only when every duty has the same (each day's numbers are in the finding's `details.days`);
 * `dates` in front when given ('03.05.–06.05.2027 21:00–06:00, …').
 */
export function dutiesLabel(duties: PlannedDuty[], dates?: LocalizedText): LocalizedText {
  const [d, t, o] = [duties[0], sameTimes(duties), orderName(duties[0].orderLabel)];
  const when = (l: 'de' | 'en') => [dates?.[l], t?.[l]].filter(Boolean).join(' ');
  const de = [when('de'), d.facilityName, `Auftrag ${o.de}`].filter(Boolean).join(', ');
  const en = [when('en'), d.facilityName, `order ${o.en}`].filter(Boolean).join(', ');
  return { de, en };
}
