/** ArbZG §4: more than 6 h of work need 30 min of break, more than 9 h need 45 min. */
import { around, type WorkingTimeRule } from '../rule';
import { breakFindings } from './break-requirement';

export const breakTooShort: WorkingTimeRule = {
  code: 'BREAK_TOO_SHORT',
  check: 'workingHours',
  legalSource: 'ArbZG §4',
  window: around(0, 0),
  evaluate: (ctx) =>
    breakFindings(ctx, 'BREAK_TOO_SHORT', {
      afterHours: ctx.params.breakAfterHours, minutes: ctx.params.breakMinutes,
      longAfterHours: ctx.params.longBreakAfterHours, longMinutes: ctx.params.longBreakMinutes,
    }, () => true),
};
