/**
 * ArbZG §5 Abs. 2: in care the rest may be shortened by up to 1 h (to 10 h) when another rest of at
 * least 12 h compensates it within the calendar month or four weeks. Every shortened rest is
 * reported with the rest that compensates it, or as not compensated yet. Each compensating rest
 * serves one shortened rest (chronological, first fit). Only planned rests count: the open time
 * after the last planned duty is not a compensation yet.
 */
import { dutyRecords, round2, uniqueRecords } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import { restDay, restGroup, restsOf, type Rest, type RestGroup } from '../rests';
import type { PlannedDuty, RuleFinding } from '../types';
import { toWallClock } from '../zoned-time';

export const restShortened: WorkingTimeRule = {
  code: 'REST_SHORTENED',
  check: 'workingHours',
  legalSource: 'ArbZG §5 Abs. 2',
  // Which rests next to the candidate are shortened shows within two days; only then the rests that
  // may compensate them (calendar month or four weeks) and those shortened before them are read.
  window: around(2, 2),
  wideWindow: (c, p) => ({ from: c.from - 31 - p.compensationDays, to: c.to + 31 + p.compensationDays }),
  needsWideWindow: (ctx) => {
    const { minRestHours: full, careShortenedRestHours: floor } = ctx.params;
    return floor < full && restsOf(ctx).some((r) => r.involvesCandidate && r.after !== null && r.minutes >= floor * 60 && r.minutes < full * 60);
  },
  evaluate(ctx) {
    const { minRestHours: full, careShortenedRestHours: floor, compensatingRestHours: long, compensationDays } = ctx.params;
    if (floor >= full) return [];
    const rests = restsOf(ctx);
    const used = new Set<Rest>();
    const out: Array<DayFinding<Rest>> = [];
    for (const r of rests) {
      if (r.after === null || r.minutes < floor * 60 || r.minutes >= full * 60) continue;
      const month = r.before.duty.date.slice(0, 7);
      const until = r.after.startMs + compensationDays * 86_400_000;
      const comp = rests.find((c) => c !== r && c.after !== null && !used.has(c) && c.minutes >= long * 60 &&
        (c.before.duty.date.slice(0, 7) === month || (c.before.endMs >= r.after!.startMs && c.before.endMs <= until)));
      if (comp) used.add(comp);
      if (!r.involvesCandidate) continue;
      out.push(restDay(r, finding(r, comp ?? null, ctx.employeeRecord, { full, long, zone: ctx.params.timeZone, days: compensationDays })));
    }
    return groupByDays(out, grouping({ full, long, zone: ctx.params.timeZone, days: compensationDays }));
  },
};

/** Rests between the same orders, compensated ones apart from those not compensated yet. */
function grouping({ full, long, zone, days }: { full: number; long: number; zone: string; days: number }): DayGrouping<Rest> {
  const compensated = (f: DayFinding<Rest>) => (f.finding.params as ShortenedParams).comp !== null;
  return {
    distinguish: (f) => (compensated(f) ? 'compensated' : 'open'),
    shared: ['requiredHours', 'compensatingRestHours'],
    weight: (f) => -f.data.minutes,
    group(group) {
      const { rests } = restGroup(group);
      const first = Math.min(...group.map((f) => f.data.after?.startMs ?? Infinity));
      const by = compensated(group[0]) ? null : toWallClock(first + days * 86_400_000, zone).date;
      return { params: { ...rests, full, long, count: group.length, by } satisfies ShortenedGroupParams, ownRemedy: by !== null };
    },
  };
}

export interface ShortenedParams {
  before: PlannedDuty;
  after: PlannedDuty;
  hours: number;
  /** The rule's rest and the compensating rest's minimum (hours). */
  full: number;
  long: number;
  /** The rest that compensates it: its start and hours; null: none yet. */
  comp: { date: string; time: string; hours: number } | null;
  /** The date by which a compensating rest is due. */
  deadline: string;
}

export interface ShortenedGroupParams extends RestGroup {
  full: number;
  long: number;
  count: number;
  /** Not compensated yet: the date by which the first compensating rest is due; null: compensated. */
  by: string | null;
}

function finding(r: Rest, comp: Rest | null, employee: RuleFinding['related'][number], p: { full: number; long: number; zone: string; days: number }): RuleFinding {
  const after = r.after!;
  const compFrom = comp ? toWallClock(comp.before.endMs, p.zone) : null;
  const params: ShortenedParams = {
    before: r.before.duty, after: after.duty, hours: r.minutes / 60, full: p.full, long: p.long,
    comp: comp && compFrom ? { date: compFrom.date, time: compFrom.time, hours: comp.minutes / 60 } : null,
    deadline: toWallClock(after.startMs + p.days * 86_400_000, p.zone).date,
  };
  return {
    code: 'REST_SHORTENED',
    params,
    related: uniqueRecords([employee, ...dutyRecords(r.before.duty), ...dutyRecords(after.duty)]),
    details: {
      restHours: round2(r.minutes / 60), requiredHours: p.full, compensatingRestHours: p.long,
      previousDutyDate: r.before.duty.date, previousEnd: r.before.duty.end, nextDutyDate: after.duty.date, nextStart: after.duty.start,
      compensatedBy: comp && compFrom ? { from: `${compFrom.date} ${compFrom.time}`, restHours: round2(comp.minutes / 60) } : null,
    },
  };
}
