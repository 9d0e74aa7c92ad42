/** English words of the rest findings: too short, shortened in care, a minor's rest. */
import { datesListIn } from '../../date-list';
import { dutiesLabelIn, dutyLabelIn, hours, spread } from '../../format';
import type { RestGroup } from '../../rests';
import type { RestsTooShortParams, RestTooShortParams } from '../../rules/rest-too-short';
import type { ShortenedGroupParams, ShortenedParams } from '../../rules/rest-shortened';
import type { YouthRestParams, YouthRestsParams } from '../../rules/youth-rest';
import type { RuleCatalogue } from '../../types';
import { byDays } from '../by-days';

/** The duties before and after a group's rests and their hours. */
const rests = (g: RestGroup) => ({ before: dutiesLabelIn(g.before, 'en'), after: dutiesLabelIn(g.after, 'en'), hours: spread(g.hours).en });

export const restWords: RuleCatalogue = {
  REST_TOO_SHORT: byDays<RestTooShortParams, RestsTooShortParams>(
    'en',
    (p) => ({
      message: `Between ${dutyLabelIn(p.before, 'en')} and ${dutyLabelIn(p.after, 'en')} there are only ${hours(p.hours).en} h of rest; ${p.required} h are required (at least ${p.floor} h when shortened in care).`,
      remedy: `Earliest start that keeps ${p.required} h rest: ${p.earliestDate === null ? p.earliestTime : `${p.earliestDate} ${p.earliestTime}`}.`,
    }),
    (g, _on, On) => {
      const w = rests(g);
      return {
        message: `${On} there are only ${w.hours} h of rest each between the duties ${w.before} and the duties ${w.after}; ${g.required} h are required (at least ${g.floor} h when shortened in care).`,
        remedy: null,
      };
    },
  ),
  REST_SHORTENED: byDays<ShortenedParams, ShortenedGroupParams>(
    'en',
    (p) => {
      const head = `Shortened rest of ${hours(p.hours).en} h between ${dutyLabelIn(p.before, 'en')} and ${dutyLabelIn(p.after, 'en')} (normally ${p.full} h)`;
      return p.comp
        ? { message: `${head}; compensated by ${hours(p.comp.hours).en} h of rest from ${p.comp.date} ${p.comp.time}.`, remedy: null }
        : { message: `${head}; not yet compensated by a rest of at least ${p.long} h.`, remedy: `Plan a rest of at least ${p.long} h by ${p.deadline}.` };
    },
    (g, _on, On) => {
      const w = rests(g);
      const head = `${On} a shortened rest of ${w.hours} h each between the duties ${w.before} and the duties ${w.after} (normally ${g.full} h)`;
      return g.by === null
        ? { message: `${head}; each compensated by a rest of at least ${g.long} h (per day in the details).`, remedy: null }
        : {
            message: `${head}; not yet compensated by rests of at least ${g.long} h.`,
            remedy: `Plan ${g.count} rests of at least ${g.long} h, the first by ${datesListIn([g.by], 'en')}.`,
          };
    },
  ),
  YOUTH_REST_TOO_SHORT: byDays<YouthRestParams, YouthRestsParams>(
    'en',
    (p) => ({
      message: `${p.name} is under 18: between ${dutyLabelIn(p.before, 'en')} and ${dutyLabelIn(p.after, 'en')} there are only ${hours(p.hours).en} h of rest, at least ${p.required} h are required.`,
      remedy: `Earliest start that keeps ${p.required} h rest: ${p.earliestTime}.`,
    }),
    (g, on) => {
      const w = rests(g);
      return {
        message: `${g.name} is under 18: ${on} there are only ${w.hours} h of rest each between the duties ${w.before} and the duties ${w.after}, at least ${g.required} h are required.`,
        remedy: null,
      };
    },
  ),
};
