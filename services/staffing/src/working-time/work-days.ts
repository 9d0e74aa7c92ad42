/** Which calendar days an employee works: computed once per context, linear in the duties. */
import { toDayNumber } from '../shared/dates';
import type { RuleContext } from './rule';
import type { PlannedDuty } from './types';

interface WorkDays {
  /** Days on which a duty starts (with or without times). */
  start: Map<number, PlannedDuty[]>;
  /** Days with any work between 00:00 and 24:00 (a night duty also busies the next day). */
  busy: Map<number, PlannedDuty[]>;
}

const cache = new WeakMap<RuleContext, WorkDays>();

export function workDays(ctx: RuleContext): WorkDays {
  let wd = cache.get(ctx);
  if (wd) return wd;
  wd = { start: new Map(), busy: new Map() };
  const add = (m: Map<number, PlannedDuty[]>, day: number, d: PlannedDuty) => {
    const list = m.get(day);
    if (list) list.push(d);
    else m.set(day, [d]);
  };
  for (const d of [...ctx.facts.candidate, ...ctx.facts.others]) {
    const day = toDayNumber(d.date);
    add(wd.start, day, d);
    add(wd.busy, day, d);
    if (d.start !== null && d.end !== null && d.end < d.start && d.end !== '00:00') add(wd.busy, day + 1, d);
  }
  cache.set(ctx, wd);
  return wd;
}
