/** English words of the findings about duties: overlaps, breaks, night duties, duties without times. */
import { dutiesLabelIn, dutyLabelIn, hours, minutes, orderNameIn, spread } from '../../format';
import type { BreakParams, BreaksParams } from '../../rules/break-requirement';
import type { Fix, OverlapParams, OverlapsParams } from '../../rules/duty-overlap';
import type { NightDutiesParams, NightDutyParams } from '../../rules/night-duty';
import type { UntimedParams } from '../../rules/rest-not-checkable';
import type { RuleCatalogue } from '../../types';
import { byDays } from '../by-days';

function overlapRemedy({ end, time }: Fix, several: boolean): string {
  const [duty, other] = several ? ['the duties', 'the other duties'] : ['the duty', 'the other duty'];
  return end ? `End ${duty} by ${time} or move ${other}.` : `Start ${duty} at ${time} at the earliest or move ${other}.`;
}

const breaks = byDays<BreakParams, BreaksParams>(
  'en',
  (p) => ({
    message: `The duty ${dutyLabelIn(p.duty, 'en')} plans ${p.planned} min of break; ${hours(p.work).en} h of work require at least ${p.required} min.`,
    remedy: `Extend the break to at least ${p.required} min.`,
  }),
  (g, _on, On) => {
    const r = spread(g.required, minutes).en;
    return {
      message: `${On} the duties ${dutiesLabelIn(g.duties, 'en')} plan ${spread(g.planned, minutes).en} min of break each; ${spread(g.work).en} h of work require at least ${r} min.`,
      remedy: `Extend the break on each of these days to at least ${r} min.`,
    };
  },
);

/** Why a night duty is too long: over 10 h, or not averaged (the month's and four weeks' averages). */
const why = (p: { over10: boolean; dailyMax: number; nightMax: number }, month: string, weeks: string) =>
  p.over10 ? `more than ${p.dailyMax} h are not allowed even with averaging` : `not averaged to ${p.nightMax} h: calendar month avg ${month} h, four weeks avg ${weeks} h per working day`;

export const duties: RuleCatalogue = {
  DUTY_OVERLAP: byDays<OverlapParams, OverlapsParams>(
    'en',
    (p) => ({
      message: `The duty ${dutyLabelIn(p.c, 'en')} overlaps the duty ${dutyLabelIn(p.o, 'en')} by ${hours(p.hours).en} h.`,
      remedy: overlapRemedy(p.fix, false),
    }),
    (g, _on, On) => ({
      message: `${On} the duties ${dutiesLabelIn(g.c, 'en')} overlap the duties ${dutiesLabelIn(g.o, 'en')} by ${spread(g.hours).en} h per day.`,
      remedy: g.fix ? overlapRemedy(g.fix, true) : null,
    }),
  ),
  BREAK_TOO_SHORT: breaks,
  YOUTH_BREAK_TOO_SHORT: breaks,
  NIGHT_DUTY_TOO_LONG: byDays<NightDutyParams, NightDutiesParams>(
    'en',
    (p) => ({
      message: `The night duty ${dutyLabelIn(p.duty, 'en')} lasts ${hours(p.net).en} h net, more than ${p.nightMax} h; ${why(p, hours(p.month).en, hours(p.weeks).en)}.`,
      remedy: `Shorten the night duty to ${p.nightMax} h net.`,
    }),
    (g, _on, On) => ({
      message: `${On} the night duties ${dutiesLabelIn(g.duties, 'en')} last ${spread(g.net).en} h net each, more than ${g.nightMax} h; ${why(g, spread(g.month).en, spread(g.weeks).en)}.`,
      remedy: `Shorten each of these night duties to ${g.nightMax} h net.`,
    }),
  ),
  REST_NOT_CHECKABLE: byDays<UntimedParams, UntimedParams>(
    'en',
    ({ duty, own }) =>
      own === undefined
        ? { message: `Rest period not checkable: the duty ${dutyLabelIn(duty, 'en')} has no times.`, remedy: `Record start and end times for order ${orderNameIn(duty.orderLabel, 'en')}.` }
        : { message: `Rest period not checkable: ${own} duty(ies) of this assignment from ${dutyLabelIn(duty, 'en')} have no times.`, remedy: 'Record start and end times for the duties.' },
    ({ duty }, on) => ({ message: `Rest period not checkable: the duties of ${duty.facilityName}, order ${orderNameIn(duty.orderLabel, 'en')} ${on} have no times.`, remedy: null }),
  ),
};
