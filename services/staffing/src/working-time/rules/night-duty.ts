/**
 * ArbZG §6 Abs. 2: a night worker's duty (more than 2 h in 23:00–06:00, §2 Abs. 3–4) may exceed 8 h
 * net only up to 10 h, and only if 8 h per working day (Mon–Sat) are kept on average within the
 * calendar month or within four weeks (the duty's week and the three before: planning looks back,
 * the future is mostly unplanned). Reported when neither average holds, naming both averages.
 */
import { fromDayNumber, isoWeekdayOfDay, mondayOfDay, toDayNumber } from '../../shared/dates';
import { dutyRecords, round2 } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import { around, type RuleContext, type WorkingTimeRule } from '../rule';
import type { PlannedDuty, RuleFinding, TimedDuty } from '../types';
import { toEpochMs } from '../zoned-time';

export const nightDuty: WorkingTimeRule = {
  code: 'NIGHT_DUTY_TOO_LONG',
  check: 'workingHours',
  legalSource: 'ArbZG §6 Abs. 2',
  // Only a candidate night duty over 8 h net needs the averages (the month and four weeks around it).
  window: around(0, 0),
  wideWindow: (c, p) => ({ from: Math.min(c.from - 31, mondayOfDay(c.from) + 7 - p.nightAverageDays), to: Math.max(c.to + 31, mondayOfDay(c.to) + 6) }),
  needsWideWindow: (ctx) => ctx.candidate.some((t) => isLongNightDuty(ctx, t)),
  evaluate(ctx) {
    const p = ctx.params;
    const out: Array<DayFinding<Night>> = [];
    for (const t of ctx.candidate) {
      if (!isLongNightDuty(ctx, t)) continue;
      const night = nightMinutes(t, p.nightStart, p.nightEnd, p.timeZone);
      const month = monthAverage(ctx, t.duty.date);
      const monday = mondayOfDay(t.day);
      const weeks = average(ctx, monday + 7 - p.nightAverageDays, monday + 6);
      const over10 = t.netMinutes > p.dailyMaxHours * 60;
      if (!over10 && (month <= p.nightDutyMaxHours || weeks <= p.nightDutyMaxHours)) continue;
      out.push({ date: t.duty.date, finding: finding(ctx, t, night, month, weeks, over10), duties: [t.duty], data: { t, month, weeks, over10 } });
    }
    return groupByDays(out, grouping(ctx));
  },
};

/** Night work (more than 2 h in the night time) lasting more than 8 h net. */
function isLongNightDuty(ctx: RuleContext, t: TimedDuty): boolean {
  const p = ctx.params;
  return t.netMinutes > p.nightDutyMaxHours * 60 && nightMinutes(t, p.nightStart, p.nightEnd, p.timeZone) > p.nightWorkMinHours * 60;
}

interface Night {
  t: TimedDuty;
  month: number;
  weeks: number;
  over10: boolean;
}

/** Night duties of the candidate: those over 10 h apart from those over 8 h without averaging. */
function grouping(ctx: RuleContext): DayGrouping<Night> {
  const p = ctx.params;
  return {
    distinguish: (f) => (f.data.over10 ? 'over10' : 'notAveraged'),
    shared: ['limitHours', 'averagingAllowed'],
    weight: (f) => f.data.t.netMinutes,
    group(group) {
      const d = group.map((f) => f.data);
      const params: NightDutiesParams = {
        duties: d.map((x) => x.t.duty), net: d.map((x) => x.t.netMinutes / 60), month: d.map((x) => x.month), weeks: d.map((x) => x.weeks),
        over10: d[0].over10, dailyMax: p.dailyMaxHours, nightMax: p.nightDutyMaxHours,
      };
      return { params, ownRemedy: true, details: { maxNetHours: round2(Math.max(...d.map((x) => x.t.netMinutes / 60))) } };
    },
  };
}

/** A night duty over its limit: its net hours, the month's and four weeks' averages, whether over the 10 h no averaging allows. */
export interface NightDutyParams {
  duty: PlannedDuty;
  net: number;
  month: number;
  weeks: number;
  over10: boolean;
  dailyMax: number;
  nightMax: number;
}

/** The same of several days, each day's numbers. */
export interface NightDutiesParams {
  duties: PlannedDuty[];
  net: number[];
  month: number[];
  weeks: number[];
  over10: boolean;
  dailyMax: number;
  nightMax: number;
}

/** Minutes of the duty inside the night windows (wall-clock nightStart → next day's nightEnd). */
export function nightMinutes(t: TimedDuty, nightStart: string, nightEnd: string, zone: string): number {
  let total = 0;
  for (let day = t.day - 1; day <= t.day + 1; day++) {
    const from = toEpochMs(fromDayNumber(day), nightStart, zone);
    const to = toEpochMs(fromDayNumber(day + 1), nightEnd, zone);
    total += Math.max(0, Math.min(t.endMs, to) - Math.max(t.startMs, from));
  }
  return total / 60_000;
}

/** Net hours per working day (Mon–Sat) of duties starting in the days [from, to]. */
function average(ctx: RuleContext, from: number, to: number): number {
  let minutes = 0;
  let workdays = 0;
  for (let day = from; day <= to; day++) {
    if (isoWeekdayOfDay(day) !== 7) workdays++;
    for (const t of ctx.byDay.get(day) ?? []) minutes += t.netMinutes;
  }
  return minutes / 60 / workdays;
}

function monthAverage(ctx: RuleContext, date: string): number {
  const first = toDayNumber(`${date.slice(0, 7)}-01`);
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const next = toDayNumber(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`);
  return average(ctx, first, next - 1);
}

function finding(ctx: RuleContext, t: TimedDuty, night: number, month: number, weeks: number, over10: boolean): RuleFinding {
  const p = ctx.params;
  const params: NightDutyParams = { duty: t.duty, net: t.netMinutes / 60, month, weeks, over10, dailyMax: p.dailyMaxHours, nightMax: p.nightDutyMaxHours };
  return {
    code: 'NIGHT_DUTY_TOO_LONG',
    params,
    related: [ctx.employeeRecord, ...dutyRecords(t.duty)],
    details: {
      date: t.duty.date, netHours: round2(t.netMinutes / 60), nightHours: round2(night / 60), limitHours: p.nightDutyMaxHours,
      monthAverageHours: round2(month), fourWeekAverageHours: round2(weeks), averagingAllowed: !over10,
    },
  };
}
