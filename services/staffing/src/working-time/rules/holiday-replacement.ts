/**
 * ArbZG §11 Abs. 3 Satz 2: a replacement day off within eight weeks for every public holiday worked
 * on a working day (Mon–Sat). The holiday calendar is the federal state of the facility worked at.
 */
import { fromDayNumber, isoWeekdayOfDay } from '../../shared/dates';
import { date, dutyRecords, uniqueRecords } from '../format';
import { facilityState, holidayOn } from '../public-holidays';
import type { WorkingTimeRule } from '../rule';
import type { PlannedDuty, RuleFinding } from '../types';
import { workDays } from '../work-days';
import { assignReplacements, nearCandidate, period } from './replacement-days';

export const holidayReplacement: WorkingTimeRule = {
  code: 'HOLIDAY_REPLACEMENT_MISSING',
  check: 'workingHours',
  legalSource: 'ArbZG §11 Abs. 3 Satz 2',
  window: (c, p) => ({ from: c.from - 2 * p.holidayReplacementDays, to: c.to + 2 * p.holidayReplacementDays }),
  evaluate(ctx) {
    const days = ctx.params.holidayReplacementDays;
    const worked = new Map<number, { name: string; duty: PlannedDuty }>();
    for (const [day, duties] of workDays(ctx).busy) {
      if (isoWeekdayOfDay(day) === 7) continue;
      const date = fromDayNumber(day);
      for (const d of duties) {
        const name = holidayOn(date, facilityState(ctx.facility(d.facilityId)));
        if (name) {
          worked.set(day, { name, duty: d });
          break;
        }
      }
    }
    const out: RuleFinding[] = [];
    for (const r of assignReplacements(ctx, [...worked.keys()].sort((a, b) => a - b), days)) {
      if (r.replacement !== null || !nearCandidate(ctx, r.day, days)) continue;
      const { name, duty } = worked.get(r.day)!;
      const [d, p] = [date(fromDayNumber(r.day)), period(r.day, days)];
      out.push({
        code: 'HOLIDAY_REPLACEMENT_MISSING',
        text: {
          de: `Für die Arbeit am Feiertag ${name} (${d.de}, ${duty.facilityName}) fehlt ein Ersatzruhetag innerhalb von acht Wochen.`,
          en: `The public holiday ${name} worked on ${d.en} (${duty.facilityName}) has no replacement day off within eight weeks.`,
        },
        remedy: { de: `Einen Werktag zwischen ${p.de} freigeben.`, en: `Free a working day between ${p.en}.` },
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(duty)]),
        details: { date: fromDayNumber(r.day), holiday: name, periodDays: days, replacementFrom: fromDayNumber(r.day - days + 1), replacementTo: fromDayNumber(r.day + days - 1) },
      });
    }
    return out;
  },
};

