/** How the lending views word a clock's figures (docs/lending-law.md): months and days, dates, the party. */
import type { Schemas } from '@cs/client';
import type { Language } from '../i18n';
import { localIsoDates } from '../dates';

type T = (key: string) => string;

export const monthsDays = (t: T, lent: { months: number; days: number }) =>
  t('monthsDays').replace('{m}', String(lent.months)).replace('{d}', String(lent.days));

/** A date or a range "from–to" in the reader's format. */
export const day = (language: Language, date: string) => localIsoDates(date, language);
export const range = (language: Language, r: { from: string; to: string }) => `${day(language, r.from)}–${day(language, r.to)}`;

/** The counting party by name; a facility without a client says so. */
export const partyName = (t: T, party: Schemas['LendingParty']) =>
  `${party.name ?? party.id.slice(0, 8)}${party.kind === 'facility' ? ` (${t('kind.facility')})` : ''}`;

/** "noch 12 Tage" / "heute" / "überschritten". */
export const daysLeft = (t: T, deadline: { daysFromToday: number; passed: boolean }) =>
  deadline.passed ? t('overdue') : deadline.daysFromToday === 0 ? t('dueToday') : t('daysLeft').replace('{n}', String(deadline.daysFromToday));

/** A limit in force: "18 Monate (Gesetz)" or "24 Monate (note)". */
export const limitText = (t: T, months: number, note: string | null) => `${months} ${t('months')} (${note ?? t('statute')})`;
