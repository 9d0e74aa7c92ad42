/** ArbZG §11 Abs. 3 Satz 1: a replacement day off within two weeks for every Sunday worked. */
import { isoWeekdayOfDay } from '../../shared/dates';
import { replacementRule } from './replacement-days';

export const sundayReplacement = replacementRule({
  code: 'SUNDAY_REPLACEMENT_MISSING',
  legalSource: 'ArbZG §11 Abs. 3 Satz 1',
  periodDays: (p) => p.sundayReplacementDays,
  worked: (ctx, within) => {
    const sundays: Array<{ day: number }> = [];
    for (let day = within.from + ((7 - isoWeekdayOfDay(within.from)) % 7); day <= within.to; day += 7) if (ctx.isBusy(day)) sundays.push({ day });
    return sundays;
  },
  describe: (ctx) => ({
    params: null,
    related: [ctx.employeeRecord],
    details: {},
  }),
});
