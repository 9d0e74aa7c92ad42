/**
 * JArbSchG §14: no work for under-18s between 20:00 and 06:00; over-16s in multi-shift operations
 * (care sites run shifts around the clock) until 23:00 (§14 Abs. 2 Nr. 1).
 */
import { dutyLabel, dutyRecords, uniqueRecords } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';
import { ageOn, minorCandidateDuties } from '../youth';

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const youthNightWork: WorkingTimeRule = {
  code: 'YOUTH_NIGHT_WORK',
  check: 'workingHours',
  legalSource: 'JArbSchG §14',
  window: around(0, 0),
  evaluate(ctx) {
    const p = ctx.params;
    const out: RuleFinding[] = [];
    for (const t of minorCandidateDuties(ctx)) {
      const age = ageOn(ctx.facts.employee.dateOfBirth!, t.duty.date);
      const latest = age >= 16 ? p.youthNightEndOver16 : p.youthNightStart;
      // Wall-clock minutes of the duty's day; an end at or before the start is on the next day.
      const s = minutes(t.duty.start!);
      let e = minutes(t.duty.end!);
      if (e <= s) e += 1440;
      const early = minutes(p.youthNightEnd);
      if (s >= early && e <= minutes(latest)) continue;
      const l = dutyLabel(t.duty);
      out.push({
        code: 'YOUTH_NIGHT_WORK',
        text: {
          de: `${ctx.facts.employee.name} ist ${age} Jahre alt: der Dienst ${l.de} liegt außerhalb von ${p.youthNightEnd}–${latest} Uhr.`,
          en: `${ctx.facts.employee.name} is ${age} years old: the duty ${l.en} lies outside ${p.youthNightEnd}–${latest}.`,
        },
        remedy: { de: `Dienst zwischen ${p.youthNightEnd} und ${latest} Uhr legen.`, en: `Place the duty between ${p.youthNightEnd} and ${latest}.` },
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(t.duty)]),
        details: { date: t.duty.date, start: t.duty.start, end: t.duty.end, age, allowedFrom: p.youthNightEnd, allowedUntil: latest },
      });
    }
    return out;
  },
};
