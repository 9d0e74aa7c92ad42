/** JArbSchG §11: under-18s need 30 min of break over 4.5 h of work and 60 min over 6 h. */
import { isMinorOn } from '../youth';
import { breakRule } from './break-requirement';

export const youthBreaks = breakRule({
  code: 'YOUTH_BREAK_TOO_SHORT',
  legalSource: 'JArbSchG §11',
  steps: (p) => ({ afterHours: p.youthBreakAfterHours, minutes: p.youthBreakMinutes, longAfterHours: p.youthLongBreakAfterHours, longMinutes: p.youthLongBreakMinutes }),
  appliesTo: (ctx, t) => isMinorOn(ctx, t.duty.date),
});
