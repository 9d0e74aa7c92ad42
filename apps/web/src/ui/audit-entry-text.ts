/**
 * How the Protokoll words an audit entry in the office's language: the record type and the action
 * from the label table (`entity.<type>`, `action.<verb>`; unknown ones as the API has them), the
 * record by its name, and each change as "field: before → after" with the field's form label and
 * values formatted (dates, money, numbers, yes/no, "—" for none) instead of JSON.
 */
import type { Language } from '../i18n';
import { localIsoDates } from '../dates';

type T = (key: string) => string;

/** Fields whose values are amounts in euros. */
const money = new Set(['billingRate', 'travelCostRate', 'mealAllowanceRate', 'travelCostPerKm']);
/** Fields whose values are codes with a label in the table (contract/order status, travel-cost mode). */
const coded = new Set(['status', 'travelCostMode']);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** The label a form gives the field (without its unit: "Stundensatz (€)" → "Stundensatz"), else the field's name. */
export function fieldLabel(t: T, field: string): string {
  for (const key of [`field.${field}`, field]) {
    const text = t(key);
    if (text !== key) return text.replace(/\s*\([^)]*\)$/, '');
  }
  return field;
}

interface Acknowledgement {
  by?: { displayName?: string | null } | null;
  reason?: string | null;
  findings?: Array<{ code?: string }>;
}

/**
 * Warnings acknowledged on a save: who, why and which warnings (by code — the sentences were
 * recorded in the language of the save, the codes read the same in every language).
 */
const acknowledgementText = (t: T, a: Acknowledgement) =>
  `${a.by?.displayName ?? '—'}${a.reason ? ` (${t('field.reason')}: ${a.reason})` : ''}: ${(a.findings ?? []).map((f) => f.code).join(', ') || '—'}`;

/** A changed value as a person reads it. */
export function formatValue(t: T, language: Language, field: string, value: unknown): string {
  const locale = locales[language];
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'acknowledgement' && typeof value === 'object') return acknowledgementText(t, value as Acknowledgement);
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number') {
    return money.has(field)
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value)
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  }
  if (typeof value === 'string') {
    if (coded.has(field)) return t(value);
    if (isoDate.test(value)) return new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' });
    if (isoInstant.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value).toLocaleString(locale);
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(t, language, field, v)).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldLabel(t, k)}: ${formatValue(t, language, k, v)}`)
      .join(', ');
  }
  return String(value);
}

/** The record type in words ("Einrichtung"), or the type as the API has it. */
export const entityTypeLabel = (t: T, type: string) => (t(`entity.${type}`) === `entity.${type}` ? type : t(`entity.${type}`));

/** The action in words ("geändert"), or the verb as the API has it. */
export const actionLabel = (t: T, action: string) => (t(`action.${action}`) === `action.${action}` ? action : t(`action.${action}`));

/** The record by name; an entry without one (recorded before events carried names) by type and short id. */
export const recordName = (t: T, language: Language, entry: { entityType: string; entityId: string; entityLabel?: string | null }) =>
  entry.entityLabel ? localIsoDates(entry.entityLabel, language) : `${entityTypeLabel(t, entry.entityType)} ${entry.entityId.slice(0, 8)}…`;
