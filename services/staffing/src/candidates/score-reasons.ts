import type { ScorePartName } from '@cs/contracts/http/candidates';
import { germanDate } from '../checks/format';

export type Lang = 'de' | 'en';
type Texts = { de: string; en: string };

const decimal = (n: number, lang: Lang, digits = 0) => {
  const text = digits > 0 ? n.toFixed(digits) : String(Math.round(n * 10) / 10);
  return lang === 'de' ? text.replace('.', ',') : text;
};
const hours = (minutes: number, lang: Lang) => `${decimal(minutes / 60, lang)} h`;
const euros = (amount: number, lang: Lang) => (lang === 'de' ? `${decimal(amount, lang, 2)} €` : `EUR ${decimal(amount, lang, 2)}`);
const kindNames: Record<string, Texts> = { early: { de: 'Frühdienste', en: 'early shifts' }, late: { de: 'Spätdienste', en: 'late shifts' }, night: { de: 'Nachtdienste', en: 'night shifts' } };

type Reason = (d: Record<string, unknown>, lang: Lang) => string;
const pick = (t: Texts, lang: Lang) => t[lang];

const reasons: Record<ScorePartName, Reason> = {
  qualification: (d, lang) => {
    if (d.fit === 'none') return pick({ de: 'Auftrag verlangt keine Qualifikation', en: 'the order requires no qualification' }, lang);
    if (d.fit === 'exact') return pick({ de: `Qualifikation passt genau (${d.required})`, en: `exact qualification (${d.required})` }, lang);
    if (d.fit === 'overQualified') return pick({ de: `überqualifiziert (${d.rankGap} Stufe(n) über ${d.required})`, en: `over-qualified (${d.rankGap} rank(s) above ${d.required})` }, lang);
    return pick({ de: `Qualifikation fehlt (verlangt: ${d.required})`, en: `lacks the qualification (required: ${d.required})` }, lang);
  },
  distance: (d, lang) => {
    const cost = typeof d.travelCost === 'number' ? euros(d.travelCost, lang) : null;
    const costText = cost === null ? '' : pick({ de: `, ${cost} Fahrtkosten`, en: `, ${cost} travel cost` }, lang);
    if (typeof d.km !== 'number') return pick({ de: 'keine Entfernung erfasst', en: 'no distance recorded' }, lang) + costText;
    return `${decimal(d.km, lang)} km${costText}`;
  },
  continuity: (d, lang) => {
    const n = Number(d.earlierAssignments);
    return n === 0 ? pick({ de: 'war noch nicht hier', en: 'has not worked here yet' }, lang) : pick({ de: `war ${n}× hier`, en: `worked here ${n}×` }, lang);
  },
  hoursLeft: (d, lang) => {
    if (d.weeklyHours === null) return pick({ de: 'keine Wochenstunden im Vertrag', en: 'no weekly hours in the contract' }, lang);
    const left = Number(d.leftMinutes);
    const needed = hours(Number(d.neededMinutes), lang);
    if (left <= 0) return pick({ de: `keine Vertragsstunden mehr frei (braucht ${needed})`, en: `no contract hours left (needs ${needed})` }, lang);
    return pick({ de: `noch ${hours(left, lang)} frei (braucht ${needed})`, en: `${hours(left, lang)} left (needs ${needed})` }, lang);
  },
  availability: (d, lang) => {
    const parts = [pick({ de: `verfügbar an ${d.available} von ${d.days} Tagen`, en: `available on ${d.available} of ${d.days} days` }, lang)];
    if (Number(d.preferNot) > 0) parts.push(pick({ de: `möchte an ${d.preferNot} Tag(en) lieber nicht`, en: `prefers not to on ${d.preferNot} day(s)` }, lang));
    if (Number(d.unavailable) > 0) parts.push(pick({ de: `an ${d.unavailable} Tag(en) nicht verfügbar`, en: `unavailable on ${d.unavailable} day(s)` }, lang));
    if (Number(d.unstated) > 0) parts.push(pick({ de: `${d.unstated} Tag(e) ohne Angabe`, en: `${d.unstated} day(s) not stated` }, lang));
    const kinds = (d.notPreferredShifts as string[]).map((k) => pick(kindNames[k], lang));
    if (kinds.length > 0) parts.push(pick({ de: `möchte keine ${kinds.join(', ')}`, en: `prefers no ${kinds.join(', ')}` }, lang));
    return parts.join('; ');
  },
  wish: (d, lang) => (d.preferred ? pick({ de: 'Wunschkraft der Einrichtung', en: 'requested by the facility' }, lang) : pick({ de: 'kein Wunsch der Einrichtung', en: 'no wish of the facility' }, lang)),
  fairness: (d, lang) => {
    if (d.contractMinutes === null) return pick({ de: 'keine Wochenstunden im Vertrag', en: 'no weekly hours in the contract' }, lang);
    const planned = hours(Number(d.plannedMinutes), lang);
    const contract = hours(Number(d.contractMinutes), lang);
    return pick({ de: `im Monat ${d.month} ${planned} von ${contract} geplant`, en: `${planned} of ${contract} planned in ${d.month}` }, lang);
  },
  lendingHeadroom: (d, lang) => {
    if (!d.lentBefore) return pick({ de: 'keine frühere Überlassung an diesen Kunden, die mitzählt', en: 'no earlier lending to this client that counts' }, lang);
    const left = Math.max(0, Number(d.budgetDays) - Number(d.lentDays));
    const date = lang === 'de' ? germanDate(String(d.lastLawfulDay)) : String(d.lastLawfulDay);
    return pick({ de: `nach diesem Einsatz noch ${left} Tage Überlassung an diesen Kunden frei (letzter zulässiger Tag ${date})`, en: `${left} days of lending to this client left after this window (last lawful day ${date})` }, lang);
  },
};

/** A part's readable reason in the requested language. */
export const reasonOf = (part: ScorePartName, details: Record<string, unknown>, lang: Lang): string => reasons[part](details, lang);


