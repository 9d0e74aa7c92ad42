/**
 * ArbZG §11 Abs. 3 Satz 2: a replacement day off within eight weeks for every public holiday worked
 * on a working day (Mon–Sat). The holiday calendar is the federal state of the facility worked at.
 */
import { isoWeekdayOfDay } from '../../shared/dates';
import { dutyRecords, uniqueRecords } from '../format';
import { facilityState, holidayOnDay } from '../public-holidays';
import type { RuleContext } from '../rule';
import type { PlannedDuty } from '../types';
import { workDays } from '../work-days';
import { replacementRule, type WorkedDay } from './replacement-days';

type HolidayWorked = WorkedDay<{ name: string; duty: PlannedDuty }>;

/** Working days (Mon–Sat) on which a duty falls on a public holiday of its facility's state (the first such duty). */
function holidaysWorked(ctx: RuleContext): HolidayWorked[] {
  const worked: HolidayWorked[] = [];
  for (const [day, duties] of workDays(ctx).busy) {
    if (isoWeekdayOfDay(day) === 7) continue;
    for (const d of duties) {
      const name = holidayOnDay(day, facilityState(ctx.facility(d.facilityId)));
      if (name) {
        worked.push({ day, name, duty: d });
        break;
      }
    }
  }
  return worked;
}

export const holidayReplacement = replacementRule({
  code: 'HOLIDAY_REPLACEMENT_MISSING',
  legalSource: 'ArbZG §11 Abs. 3 Satz 2',
  periodDays: (p) => p.holidayReplacementDays,
  worked: holidaysWorked,
  describe: (ctx, { name, duty }, d) => ({
    text: {
      de: `Für die Arbeit am Feiertag ${name} (${d.de}, ${duty.facilityName}) fehlt ein Ersatzruhetag innerhalb von acht Wochen.`,
      en: `The public holiday ${name} worked on ${d.en} (${duty.facilityName}) has no replacement day off within eight weeks.`,
    },
    related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(duty)]),
    details: { holiday: name },
  }),
});
