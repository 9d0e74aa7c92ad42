/**
 * ArbZG §5 Abs. 2: in care the rest may be shortened by up to 1 h (to 10 h) when another rest of at
 * least 12 h compensates it within the calendar month or four weeks. Every shortened rest is
 * reported with the rest that compensates it, or as not compensated yet. Each compensating rest
 * serves one shortened rest (chronological, first fit). Only planned rests count: the open time
 * after the last planned duty is not a compensation yet.
 */
import { capitalized, datesList } from '../date-list';
import { date, dutyLabel, dutyRecords, hours, round2, uniqueRecords } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import { restDay, restGroupWords, restsOf, type Rest } from '../rests';
import type { RuleFinding, WordedFinding } from '../types';
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
  return {
    distinguish: (f) => ((f.finding as WordedFinding).remedy === null ? 'compensated' : 'open'),
    shared: ['requiredHours', 'compensatingRestHours'],
    weight: (f) => -f.data.minutes,
    describe(group, on) {
      const w = restGroupWords(group);
      const head = {
        de: `${capitalized(on).de} verkürzte Ruhezeit von je ${w.hours.de} h zwischen den Diensten ${w.before.de} und den Diensten ${w.after.de} (Regel ${full} h)`,
        en: `${capitalized(on).en} a shortened rest of ${w.hours.en} h each between the duties ${w.before.en} and the duties ${w.after.en} (normally ${full} h)`,
      };
      if ((group[0].finding as WordedFinding).remedy === null) {
        return { text: { de: `${head.de}; jede ausgeglichen durch eine Ruhezeit von mindestens ${long} h (je Tag in den Details).`, en: `${head.en}; each compensated by a rest of at least ${long} h (per day in the details).` } };
      }
      const first = Math.min(...group.map((f) => f.data.after?.startMs ?? Infinity));
      const by = datesList([toWallClock(first + days * 86_400_000, zone).date]);
      return {
        text: { de: `${head.de}; noch nicht durch Ruhezeiten von mindestens ${long} h ausgeglichen.`, en: `${head.en}; not yet compensated by rests of at least ${long} h.` },
        remedy: { de: `${group.length} Ruhezeiten von mindestens ${long} h einplanen, die erste bis ${by.de}.`, en: `Plan ${group.length} rests of at least ${long} h, the first by ${by.en}.` },
      };
    },
  };
}

function finding(r: Rest, comp: Rest | null, employee: RuleFinding['related'][number], p: { full: number; long: number; zone: string; days: number }): RuleFinding {
  const after = r.after!;
  const [h, a, b] = [hours(r.minutes / 60), dutyLabel(r.before.duty), dutyLabel(after.duty)];
  const head = {
    de: `Verkürzte Ruhezeit von ${h.de} h zwischen ${a.de} und ${b.de} (Regel ${p.full} h)`,
    en: `Shortened rest of ${h.en} h between ${a.en} and ${b.en} (normally ${p.full} h)`,
  };
  const compFrom = comp ? toWallClock(comp.before.endMs, p.zone) : null;
  const compHours = comp ? hours(comp.minutes / 60) : null;
  const deadline = date(toWallClock(after.startMs + p.days * 86_400_000, p.zone).date);
  return {
    code: 'REST_SHORTENED',
    text: comp && compFrom && compHours
      ? { de: `${head.de}; ausgeglichen durch ${compHours.de} h Ruhe ab ${date(compFrom.date).de} ${compFrom.time}.`, en: `${head.en}; compensated by ${compHours.en} h of rest from ${compFrom.date} ${compFrom.time}.` }
      : { de: `${head.de}; noch nicht durch eine Ruhezeit von mindestens ${p.long} h ausgeglichen.`, en: `${head.en}; not yet compensated by a rest of at least ${p.long} h.` },
    remedy: comp ? null : { de: `Bis ${deadline.de} eine Ruhezeit von mindestens ${p.long} h einplanen.`, en: `Plan a rest of at least ${p.long} h by ${deadline.en}.` },
    related: uniqueRecords([employee, ...dutyRecords(r.before.duty), ...dutyRecords(after.duty)]),
    details: {
      restHours: round2(r.minutes / 60), requiredHours: p.full, compensatingRestHours: p.long,
      previousDutyDate: r.before.duty.date, previousEnd: r.before.duty.end, nextDutyDate: after.duty.date, nextStart: after.duty.start,
      compensatedBy: comp && compFrom ? { from: `${compFrom.date} ${compFrom.time}`, restHours: round2(comp.minutes / 60) } : null,
    },
  };
}
