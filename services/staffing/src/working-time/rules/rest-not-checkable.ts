/**
 * Missing data is a finding: a duty without times next to a candidate duty makes the rest not
 * checkable. The candidate's own duties without times (an order without shift times) are one
 * finding for the assignment, naming the first such duty and counting them.
 */
import { toDayNumber } from '../../shared/dates';
import { dutyLabel, dutyRecords, orderName, uniqueRecords } from '../format';
import { groupByDays, type DayFinding } from '../group-findings';
import { around, type RuleContext, type WorkingTimeRule } from '../rule';
import type { PlannedDuty, RuleFinding } from '../types';

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
      const l = dutyLabel(u);
      const finding: RuleFinding = {
        code: 'REST_NOT_CHECKABLE',
        text: {
          de: `Ruhezeit nicht prüfbar: Der Dienst ${l.de} hat keine Uhrzeiten.`,
          en: `Rest period not checkable: the duty ${l.en} has no times.`,
        },
        remedy: { de: `Beginn und Ende des Auftrags ${orderName(u.orderLabel).de} erfassen.`, en: `Record start and end times for order ${orderName(u.orderLabel).en}.` },
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(u)]),
        details: { date: u.date, orderId: u.orderId, assignmentId: u.assignmentId ?? null },
      };
      others.push({ date: u.date, finding, duties: [u], data: u });
    }
    const grouped = groupByDays(others, {
      shared: ['orderId', 'assignmentId'],
      weight: () => 0,
      describe: (group, on) => {
        const [f, o] = [group[0].data.facilityName, orderName(group[0].data.orderLabel)];
        return { text: { de: `Ruhezeit nicht prüfbar: Die Dienste von ${f}, Auftrag ${o.de} ${on.de} haben keine Uhrzeiten.`, en: `Rest period not checkable: the duties of ${f}, order ${o.en} ${on.en} have no times.` } };
      },
    });
    return own.length > 0 ? [ownUntimed(ctx, own), ...grouped] : grouped;
  },
};

function ownUntimed(ctx: RuleContext, own: PlannedDuty[]): RuleFinding {
  const first = own[0];
  const l = dutyLabel(first);
  return {
    code: 'REST_NOT_CHECKABLE',
    text: {
      de: `Ruhezeit nicht prüfbar: ${own.length} Dienst(e) dieses Einsatzes ab ${l.de} haben keine Uhrzeiten.`,
      en: `Rest period not checkable: ${own.length} duty(ies) of this assignment from ${l.en} have no times.`,
    },
    remedy: { de: 'Beginn und Ende der Dienste erfassen.', en: 'Record start and end times for the duties.' },
    related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(first)]),
    details: { date: first.date, orderId: first.orderId, assignmentId: first.assignmentId ?? null, untimedDuties: own.length },
  };
}
