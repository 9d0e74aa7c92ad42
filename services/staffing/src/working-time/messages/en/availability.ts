/** English words of the findings about the person: employment, absences, a missing date of birth. */
import { datesListIn } from '../../date-list';
import type { AbsenceConflictParams } from '../../rules/absence-conflict';
import type { DateOfBirthMissingParams } from '../../rules/date-of-birth-missing';
import type { OutsideEmploymentParams } from '../../rules/outside-employment';
import type { RuleCatalogue } from '../../types';

export const availability: RuleCatalogue = {
  OUTSIDE_EMPLOYMENT: (p: OutsideEmploymentParams) => ({
    message: `${p.name} is not employed on ${p.dates.length} duty day(s) (${datesListIn(p.dates, 'en')}) (employment ${p.entryDate} to ${p.exitDate ?? 'open'}).`,
    remedy: 'Remove the duties outside the employment.',
  }),
  ABSENCE_CONFLICT: (p: AbsenceConflictParams) => ({
    message: `${p.name} is absent (${p.typeLabel} ${p.startDate} to ${p.endDate}) on ${p.dates.length} duty day(s): ${datesListIn(p.dates, 'en')}.`,
    remedy: 'Remove or reassign the duties on these days.',
  }),
  DATE_OF_BIRTH_MISSING: (p: DateOfBirthMissingParams) => ({
    message: `Youth employment rules not checkable: no date of birth is recorded for ${p.name}.`,
    remedy: `Record the date of birth of ${p.name}.`,
  }),
};
