/** A crmStatus code as the replica of staffing's value list knows it. */
export interface CrmStatusEntry {
  code: string;
  active: boolean;
}

export type CrmStatusVerdict = { ok: true } | { ok: false; code: 'CRM_STATUS_UNKNOWN' | 'CRM_STATUS_INACTIVE'; message: string };

const ok: CrmStatusVerdict = { ok: true };

/**
 * Whether a facility may carry `next` as its crmStatus, given its current value (`null` on create)
 * and the replica's live entries.
 * - No value, or an unchanged value: always allowed (an inactive or since removed code stays valid
 *   on the records that already have it).
 * - Replica empty (staffing has not published the list yet): any value is allowed.
 * - Otherwise the code must be in the list (exact, case-sensitive) and active.
 */
export function judgeCrmStatus(entries: CrmStatusEntry[], current: string | null, next: string | null): CrmStatusVerdict {
  if (next === null || next === current || entries.length === 0) return ok;
  const entry = entries.find((e) => e.code === next);
  if (!entry) return { ok: false, code: 'CRM_STATUS_UNKNOWN', message: `'${next}' is not a value of the crmStatus list` };
  if (!entry.active) return { ok: false, code: 'CRM_STATUS_INACTIVE', message: `'${next}' is inactive and cannot be chosen` };
  return ok;
}
