/** German words of the findings about duties: overlaps, breaks, night duties, duties without times. */
import { dutiesLabelIn, dutyLabelIn, hours, minutes, orderNameIn, spread } from '../../format';
import type { BreakParams, BreaksParams } from '../../rules/break-requirement';
import type { Fix, OverlapParams, OverlapsParams } from '../../rules/duty-overlap';
import type { NightDutiesParams, NightDutyParams } from '../../rules/night-duty';
import type { UntimedParams } from '../../rules/rest-not-checkable';
import type { RuleCatalogue } from '../../types';
import { byDays } from '../by-days';

function overlapRemedy({ end, time }: Fix, several: boolean): string {
  const [duty, other] = several ? ['Die Dienste', 'die anderen Dienste'] : ['Dienst', 'den anderen Dienst'];
  return end ? `${duty} spätestens um ${time} enden lassen oder ${other} verlegen.` : `${duty} frühestens um ${time} beginnen lassen oder ${other} verlegen.`;
}

const breaks = byDays<BreakParams, BreaksParams>(
  'de',
  (p) => ({
    message: `Der Dienst ${dutyLabelIn(p.duty, 'de')} plant ${p.planned} min Pause; bei ${hours(p.work).de} h Arbeit sind mindestens ${p.required} min vorgeschrieben.`,
    remedy: `Pause auf mindestens ${p.required} min verlängern.`,
  }),
  (g, _on, On) => {
    const r = spread(g.required, minutes).de;
    return {
      message: `${On} planen die Dienste ${dutiesLabelIn(g.duties, 'de')} je ${spread(g.planned, minutes).de} min Pause; bei ${spread(g.work).de} h Arbeit sind mindestens ${r} min vorgeschrieben.`,
      remedy: `Die Pause an jedem dieser Tage auf mindestens ${r} min verlängern.`,
    };
  },
);

/** Why a night duty is too long: over 10 h, or not averaged (the month's and four weeks' averages). */
const why = (p: { over10: boolean; dailyMax: number; nightMax: number }, month: string, weeks: string) =>
  p.over10 ? `mehr als ${p.dailyMax} h sind auch mit Ausgleich unzulässig` : `kein Ausgleich auf ${p.nightMax} h: Kalendermonat Ø ${month} h, vier Wochen Ø ${weeks} h je Werktag`;

export const duties: RuleCatalogue = {
  DUTY_OVERLAP: byDays<OverlapParams, OverlapsParams>(
    'de',
    (p) => ({
      message: `Der Dienst ${dutyLabelIn(p.c, 'de')} überschneidet sich um ${hours(p.hours).de} h mit dem Dienst ${dutyLabelIn(p.o, 'de')}.`,
      remedy: overlapRemedy(p.fix, false),
    }),
    (g, _on, On) => ({
      message: `${On} überschneiden sich die Dienste ${dutiesLabelIn(g.c, 'de')} mit den Diensten ${dutiesLabelIn(g.o, 'de')}, je Tag um ${spread(g.hours).de} h.`,
      remedy: g.fix ? overlapRemedy(g.fix, true) : null,
    }),
  ),
  BREAK_TOO_SHORT: breaks,
  YOUTH_BREAK_TOO_SHORT: breaks,
  NIGHT_DUTY_TOO_LONG: byDays<NightDutyParams, NightDutiesParams>(
    'de',
    (p) => ({
      message: `Der Nachtdienst ${dutyLabelIn(p.duty, 'de')} dauert ${hours(p.net).de} h netto, mehr als ${p.nightMax} h; ${why(p, hours(p.month).de, hours(p.weeks).de)}.`,
      remedy: `Nachtdienst auf ${p.nightMax} h netto kürzen.`,
    }),
    (g, _on, On) => ({
      message: `${On} dauern die Nachtdienste ${dutiesLabelIn(g.duties, 'de')} je ${spread(g.net).de} h netto, mehr als ${g.nightMax} h; ${why(g, spread(g.month).de, spread(g.weeks).de)}.`,
      remedy: `Jeden dieser Nachtdienste auf ${g.nightMax} h netto kürzen.`,
    }),
  ),
  REST_NOT_CHECKABLE: byDays<UntimedParams, UntimedParams>(
    'de',
    ({ duty, own }) =>
      own === undefined
        ? { message: `Ruhezeit nicht prüfbar: Der Dienst ${dutyLabelIn(duty, 'de')} hat keine Uhrzeiten.`, remedy: `Beginn und Ende des Auftrags ${orderNameIn(duty.orderLabel, 'de')} erfassen.` }
        : { message: `Ruhezeit nicht prüfbar: ${own} Dienst(e) dieses Einsatzes ab ${dutyLabelIn(duty, 'de')} haben keine Uhrzeiten.`, remedy: 'Beginn und Ende der Dienste erfassen.' },
    ({ duty }, on) => ({ message: `Ruhezeit nicht prüfbar: Die Dienste von ${duty.facilityName}, Auftrag ${orderNameIn(duty.orderLabel, 'de')} ${on} haben keine Uhrzeiten.`, remedy: null }),
  ),
};
