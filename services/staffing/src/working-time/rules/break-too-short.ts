/** ArbZG §4: more than 6 h of work need 30 min of break, more than 9 h need 45 min. */
import type { WorkingTimeParameters } from '../parameters';
import { breakRule, type BreakSteps } from './break-requirement';

/** ArbZG §4's steps from the parameters (also the breaks an order's shift assumes: statutory-break.ts). */
export const arbzgBreakSteps = (p: WorkingTimeParameters): BreakSteps => ({ afterHours: p.breakAfterHours, minutes: p.breakMinutes, longAfterHours: p.longBreakAfterHours, longMinutes: p.longBreakMinutes });

export const breakTooShort = breakRule({
  code: 'BREAK_TOO_SHORT',
  legalSource: 'ArbZG §4',
  steps: arbzgBreakSteps,
  appliesTo: () => true,
});
