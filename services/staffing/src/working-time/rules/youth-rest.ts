/** JArbSchG §13: under-18s get at least 12 h of uninterrupted rest after the day's work. */
import { dutyLabel, dutyRecords, hours, round2, uniqueRecords } from '../format';
import { groupByDays, type DayFinding } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import { restDay, restGroupWords, restsOf, type Rest } from '../rests';
import { isMinorOn } from '../youth';
import { toWallClock } from '../zoned-time';

export const youthRest: WorkingTimeRule = {
  code: 'YOUTH_REST_TOO_SHORT',
  check: 'workingHours',
  legalSource: 'JArbSchG §13',
  window: around(2, 2),
  evaluate(ctx) {
    const required = ctx.params.youthMinRestHours;
    const out: Array<DayFinding<Rest>> = [];
    for (const r of restsOf(ctx)) {
      if (!r.involvesCandidate || r.after === null || r.minutes >= required * 60) continue;
      if (!isMinorOn(ctx, r.before.duty.date) && !isMinorOn(ctx, r.after.duty.date)) continue;
      const earliest = toWallClock(r.before.endMs + required * 3_600_000, ctx.params.timeZone);
      const [h, a, b] = [hours(r.minutes / 60), dutyLabel(r.before.duty), dutyLabel(r.after.duty)];
      out.push(restDay(r, {
        code: 'YOUTH_REST_TOO_SHORT',
        text: {
          de: `${ctx.facts.employee.name} ist minderjährig: zwischen ${a.de} und ${b.de} liegen nur ${h.de} h Ruhezeit, mindestens ${required} h sind vorgeschrieben.`,
          en: `${ctx.facts.employee.name} is under 18: between ${a.en} and ${b.en} there are only ${h.en} h of rest, at least ${required} h are required.`,
        },
        remedy: { de: `Frühester Beginn mit ${required} h Ruhezeit: ${earliest.time}.`, en: `Earliest start that keeps ${required} h rest: ${earliest.time}.` },
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(r.before.duty), ...dutyRecords(r.after.duty)]),
        details: { restHours: round2(r.minutes / 60), requiredHours: required, earliestStart: `${earliest.date} ${earliest.time}` },
      }));
    }
    const name = ctx.facts.employee.name;
    return groupByDays(out, {
      shared: ['requiredHours'],
      weight: (f) => -f.data.minutes,
      describe(group, on) {
        const w = restGroupWords(group);
        return {
          text: {
            de: `${name} ist minderjährig: ${on.de} liegen zwischen den Diensten ${w.before.de} und den Diensten ${w.after.de} nur je ${w.hours.de} h Ruhezeit, mindestens ${required} h sind vorgeschrieben.`,
            en: `${name} is under 18: ${on.en} there are only ${w.hours.en} h of rest each between the duties ${w.before.en} and the duties ${w.after.en}, at least ${required} h are required.`,
          },
          details: { minRestHours: w.minHours },
        };
      },
    });
  },
};
