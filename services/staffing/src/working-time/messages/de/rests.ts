/** German words of the rest findings: too short, shortened in care, a minor's rest. */
import { datesListIn } from '../../date-list';
import { date, dutiesLabelIn, dutyLabelIn, hours, spread } from '../../format';
import type { RestGroup } from '../../rests';
import type { RestsTooShortParams, RestTooShortParams } from '../../rules/rest-too-short';
import type { ShortenedGroupParams, ShortenedParams } from '../../rules/rest-shortened';
import type { YouthRestParams, YouthRestsParams } from '../../rules/youth-rest';
import type { RuleCatalogue } from '../../types';
import { byDays } from '../by-days';

/** The duties before and after a group's rests and their hours. */
const rests = (g: RestGroup) => ({ before: dutiesLabelIn(g.before, 'de'), after: dutiesLabelIn(g.after, 'de'), hours: spread(g.hours).de });

export const restWords: RuleCatalogue = {
  REST_TOO_SHORT: byDays<RestTooShortParams, RestsTooShortParams>(
    'de',
    (p) => ({
      message: `Zwischen ${dutyLabelIn(p.before, 'de')} und ${dutyLabelIn(p.after, 'de')} liegen nur ${hours(p.hours).de} h Ruhezeit; vorgeschrieben sind ${p.required} h (in der Pflege verkürzt mindestens ${p.floor} h).`,
      remedy: `Frühester Beginn mit ${p.required} h Ruhezeit: ${p.earliestDate === null ? p.earliestTime : `${date(p.earliestDate).de} ${p.earliestTime}`}.`,
    }),
    (g, _on, On) => {
      const w = rests(g);
      return {
        message: `${On} liegen zwischen den Diensten ${w.before} und den Diensten ${w.after} nur je ${w.hours} h Ruhezeit; vorgeschrieben sind ${g.required} h (in der Pflege verkürzt mindestens ${g.floor} h).`,
        remedy: null,
      };
    },
  ),
  REST_SHORTENED: byDays<ShortenedParams, ShortenedGroupParams>(
    'de',
    (p) => {
      const head = `Verkürzte Ruhezeit von ${hours(p.hours).de} h zwischen ${dutyLabelIn(p.before, 'de')} und ${dutyLabelIn(p.after, 'de')} (Regel ${p.full} h)`;
      return p.comp
        ? { message: `${head}; ausgeglichen durch ${hours(p.comp.hours).de} h Ruhe ab ${date(p.comp.date).de} ${p.comp.time}.`, remedy: null }
        : { message: `${head}; noch nicht durch eine Ruhezeit von mindestens ${p.long} h ausgeglichen.`, remedy: `Bis ${date(p.deadline).de} eine Ruhezeit von mindestens ${p.long} h einplanen.` };
    },
    (g, _on, On) => {
      const w = rests(g);
      const head = `${On} verkürzte Ruhezeit von je ${w.hours} h zwischen den Diensten ${w.before} und den Diensten ${w.after} (Regel ${g.full} h)`;
      return g.by === null
        ? { message: `${head}; jede ausgeglichen durch eine Ruhezeit von mindestens ${g.long} h (je Tag in den Details).`, remedy: null }
        : {
            message: `${head}; noch nicht durch Ruhezeiten von mindestens ${g.long} h ausgeglichen.`,
            remedy: `${g.count} Ruhezeiten von mindestens ${g.long} h einplanen, die erste bis ${datesListIn([g.by], 'de')}.`,
          };
    },
  ),
  YOUTH_REST_TOO_SHORT: byDays<YouthRestParams, YouthRestsParams>(
    'de',
    (p) => ({
      message: `${p.name} ist minderjährig: zwischen ${dutyLabelIn(p.before, 'de')} und ${dutyLabelIn(p.after, 'de')} liegen nur ${hours(p.hours).de} h Ruhezeit, mindestens ${p.required} h sind vorgeschrieben.`,
      remedy: `Frühester Beginn mit ${p.required} h Ruhezeit: ${p.earliestTime}.`,
    }),
    (g, on) => {
      const w = rests(g);
      return {
        message: `${g.name} ist minderjährig: ${on} liegen zwischen den Diensten ${w.before} und den Diensten ${w.after} nur je ${w.hours} h Ruhezeit, mindestens ${g.required} h sind vorgeschrieben.`,
        remedy: null,
      };
    },
  ),
};
