/** ArbZG §4: more than 6 h of work need 30 min of break, more than 9 h need 45 min. */
import { breakRule } from './break-requirement';

export const breakTooShort = breakRule({
  code: 'BREAK_TOO_SHORT',
  legalSource: 'ArbZG §4',
  steps: (p) => ({ afterHours: p.breakAfterHours, minutes: p.breakMinutes, longAfterHours: p.longBreakAfterHours, longMinutes: p.longBreakMinutes }),
  appliesTo: () => true,
});
