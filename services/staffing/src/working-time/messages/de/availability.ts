/** German words of the findings about the person: employment, absences, a missing date of birth. */
import { datesListIn } from '../../date-list';
import { date } from '../../format';
import type { AbsenceConflictParams } from '../../rules/absence-conflict';
import type { DateOfBirthMissingParams } from '../../rules/date-of-birth-missing';
import type { OutsideEmploymentParams } from '../../rules/outside-employment';
import type { RuleCatalogue } from '../../types';

export const availability: RuleCatalogue = {
  OUTSIDE_EMPLOYMENT: (p: OutsideEmploymentParams) => ({
    message: `${p.name} ist an ${p.dates.length} Diensttag(en) (${datesListIn(p.dates, 'de')}) nicht beschäftigt (Beschäftigung ${date(p.entryDate).de}–${p.exitDate ? date(p.exitDate).de : 'offen'}).`,
    remedy: 'Dienste außerhalb der Beschäftigung entfernen.',
  }),
  ABSENCE_CONFLICT: (p: AbsenceConflictParams) => ({
    message: `${p.name} ist abwesend (${p.typeLabel} ${date(p.startDate).de}–${date(p.endDate).de}) an ${p.dates.length} Diensttag(en): ${datesListIn(p.dates, 'de')}.`,
    remedy: 'Dienste an diesen Tagen entfernen oder umbesetzen.',
  }),
  DATE_OF_BIRTH_MISSING: (p: DateOfBirthMissingParams) => ({
    message: `Jugendarbeitsschutz nicht prüfbar: für ${p.name} ist kein Geburtsdatum erfasst.`,
    remedy: `Geburtsdatum von ${p.name} erfassen.`,
  }),
};
