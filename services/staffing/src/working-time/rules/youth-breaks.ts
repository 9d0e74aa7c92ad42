/** JArbSchG §11: under-18s need 30 min of break over 4.5 h of work and 60 min over 6 h. */
import { around, type WorkingTimeRule } from '../rule';
import { isMinorOn } from '../youth';
import { breakFindings } from './break-requirement';

export const youthBreaks: WorkingTimeRule = {
  code: 'YOUTH_BREAK_TOO_SHORT',
  check: 'workingHours',
  legalSource: 'JArbSchG §11',
  window: around(0, 0),
  evaluate: (ctx) =>
    breakFindings(ctx, 'YOUTH_BREAK_TOO_SHORT', {
      afterHours: ctx.params.youthBreakAfterHours, minutes: ctx.params.youthBreakMinutes,
      longAfterHours: ctx.params.youthLongBreakAfterHours, longMinutes: ctx.params.youthLongBreakMinutes,
    }, (t) => isMinorOn(ctx, t.duty.date)),
};
