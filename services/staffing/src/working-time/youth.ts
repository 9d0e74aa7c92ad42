/** Age on a date, for the youth rules (JArbSchG applies to under-18s on the day of the duty). */
import { fromDayNumber } from '../shared/dates';
import type { RuleContext } from './rule';
import type { TimedDuty } from './types';

/** Completed years on `date` (calendar comparison of 'YYYY-MM-DD' strings; a 29 Feb birthday counts from 1 March). */
export function ageOn(dateOfBirth: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return date.slice(4) < dateOfBirth.slice(4) ? years - 1 : years;
}

/** Whether the employee is under the youth age limit on the date; false when the date of birth is unknown. */
export function isMinorOn(ctx: RuleContext, date: string): boolean {
  const dob = ctx.facts.employee.dateOfBirth;
  return dob !== null && ageOn(dob, date) < ctx.params.youthAgeLimit;
}

/**
 * Whether any youth rule can apply: the employee is a minor a week before the candidate's first day
 * (the earliest day a youth rule reads — the rest before a duty, the days of its week). Age only
 * grows, so an adult then is an adult on every day those rules read.
 */
export const minorNearCandidate = (ctx: RuleContext): boolean => isMinorOn(ctx, fromDayNumber(ctx.span.from - 7));

/** Candidate duties worked as a minor. */
export function minorCandidateDuties(ctx: RuleContext): TimedDuty[] {
  return ctx.candidate.filter((t) => isMinorOn(ctx, t.duty.date));
}
