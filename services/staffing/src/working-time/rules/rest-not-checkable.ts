/**
 * Missing data is a finding: a duty without times next to a candidate duty makes the rest not
 * checkable. The candidate's own duties without times (an order without shift times) are one
 * finding for the assignment, naming the first such duty and counting them.
 */
import { toDayNumber } from '../../shared/dates';
import { dutyRecords, uniqueRecords } from '../format';
import { groupByDays, type DayFinding } from '../group-findings';
import { around, type RuleContext, type WorkingTimeRule } from '../rule';
import type { PlannedDuty, RuleFinding } from '../types';

/**
 * A duty without times (another assignment's; of several days: the first, naming the facility and
 * order), or the first of the candidate's `own` duties without times.
 */
export interface UntimedParams {
  duty: PlannedDuty;
  own?: number;
}

export const restNotCheckable: WorkingTimeRule = {
  code: 'REST_NOT_CHECKABLE',
  check: 'workingHours',
  notCheckable: true,
  legalSource: 'ArbZG §5 Abs. 1',
  window: around(1, 1),
  evaluate(ctx) {
    const others: Array<DayFinding<PlannedDuty>> = [];
    const own = ctx.untimed.filter((u) => ctx.facts.candidate.includes(u));
    for (const u of ctx.untimed) {
      if (own.includes(u)) continue;
      const day = toDayNumber(u.date);
      if (!ctx.candidateDays.has(day - 1) && !ctx.candidateDays.has(day) && !ctx.candidateDays.has(day + 1)) continue;
      const params: UntimedParams = { duty: u };
      const finding: RuleFinding = {
        code: 'REST_NOT_CHECKABLE',
        params,
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(u)]),
        details: { date: u.date, orderId: u.orderId, assignmentId: u.assignmentId ?? null },
      };
      others.push({ date: u.date, finding, duties: [u], data: u });
    }
    const grouped = groupByDays(others, {
      shared: ['orderId', 'assignmentId'],
      weight: () => 0,
      group: (group) => ({ params: { duty: group[0].data } satisfies UntimedParams, ownRemedy: false }),
    });
    return own.length > 0 ? [ownUntimed(ctx, own), ...grouped] : grouped;
  },
};

function ownUntimed(ctx: RuleContext, own: PlannedDuty[]): RuleFinding {
  const first = own[0];
  const params: UntimedParams = { duty: first, own: own.length };
  return {
    code: 'REST_NOT_CHECKABLE',
    params,
    related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(first)]),
    details: { date: first.date, orderId: first.orderId, assignmentId: first.assignmentId ?? null, untimedDuties: own.length },
  };
}
