/**
 * THE registry of the one check engine: every check, in the order its findings are reported —
 * the person and the order first, then the working-time rules (../working-time/rules), then the
 * contract and the lending law with the client (check-lending-law.ts). The runner, the rule
 * catalogue (settings) and the severity settings all read this list.
 */
import type { WorkingTimeRule } from '../working-time/rule';
import { workingTimeRules } from '../working-time/rules';
import type { Check } from './check';
import { contractCoverage } from './check-contract-coverage';
import { employeeActive } from './check-employee-active';
import { employeeUnavailable } from './check-employee-unavailable';
import { facilityBlock } from './check-facility-block';
import { lendingLawChecks } from './check-lending-law';
import { orderHeadcount } from './check-order-headcount';
import { qualification } from './check-qualification';

/** A working-time rule as a check: it reads the working-time view of the facts; its findings are worded by code (../working-time/messages). */
function workingTimeCheck(rule: WorkingTimeRule): Check {
  const { needsWideWindow, appliesTo } = rule;
  return {
    code: rule.code,
    check: rule.check,
    legalSource: rule.legalSource,
    ...(rule.notCheckable ? { notCheckable: true as const } : {}),
    windows: rule,
    ...(needsWideWindow ? { needsWideWindow: (f) => needsWideWindow.call(rule, f.workingTime) } : {}),
    evaluate: (f) => (appliesTo && !appliesTo.call(rule, f.workingTime) ? [] : rule.evaluate(f.workingTime)),
  };
}

export const checks: readonly Check[] = [
  qualification,
  employeeActive,
  facilityBlock,
  employeeUnavailable,
  orderHeadcount,
  ...workingTimeRules.map(workingTimeCheck),
  contractCoverage,
  ...lendingLawChecks,
];
