/**
 * The message of a per-day rule (group-findings.ts) in one language: its own words for a finding on
 * one date, the words of several dates for a group — there the remedy is the group's own, else the
 * dates' remedy when they all agree, else the worst date's, naming that date.
 */
import { datesListIn, onDatesIn } from '../date-list';
import type { Grouped } from '../group-findings';
import type { Locale, RuleWords } from '../types';

const mostAffected: Record<Locale, (date: string, remedy: string) => string> = {
  de: (date, remedy) => `Am ${date} (am stärksten betroffen): ${remedy}`,
  en: (date, remedy) => `On ${date} (most affected): ${remedy}`,
};

const isGrouped = (p: unknown): p is Grouped => typeof p === 'object' && p !== null && 'grouping' in p;

/** `on` is 'an 4 Tagen (03.05.–06.05.2027)' / 'on 4 days (…)', `On` the same to begin a sentence. */
export type DaysWords<G> = (group: G, on: string, On: string) => RuleWords;

export function byDays<P, G>(locale: Locale, day: (p: P) => RuleWords, days: DaysWords<G>): (p: P | Grouped<G, P>) => RuleWords {
  return (p) => {
    if (!isGrouped(p)) return day(p);
    const { dates, group, each, worst, ownRemedy } = p.grouping;
    const on = onDatesIn(dates, locale);
    const words = days(group, on, on.charAt(0).toUpperCase() + on.slice(1));
    if (ownRemedy) return words;
    const remedy = day(each[worst].params).remedy;
    if (remedy === null || each.every((e, i) => i === worst || day(e.params).remedy === remedy)) return { message: words.message, remedy };
    return { message: words.message, remedy: mostAffected[locale](datesListIn([each[worst].date], locale), remedy) };
  };
}
