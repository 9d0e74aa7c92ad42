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

/** '03.05.2027 21:00–06:00' */
export function dutyTime(d: PlannedDuty): LocalizedText {
  const day = date(d.date);
  const times = d.start === null || d.end === null ? null : `${d.start}–${d.end}`;
  return { de: `${day.de} ${times ?? '(ohne Zeiten)'}`, en: `${day.en} ${times ?? '(no times)'}` };
}

/** '03.05.2027 21:00–06:00, Haus Sonne, Auftrag Nachtwache' */
export function dutyLabel(d: PlannedDuty): LocalizedText {
  const t = dutyTime(d);
  return { de: `${t.de}, ${d.facilityName}, Auftrag ${d.orderLabel}`, en: `${t.en}, ${d.facilityName}, order ${d.orderLabel}` };
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

/** Builds a LocalizedText from a template over localized parts. */
export function text(de: string, en: string): LocalizedText {
  return { de, en };
}
