/** Missing data is a finding: without a date of birth the youth rules (JArbSchG) cannot be checked. */
import { around, type WorkingTimeRule } from '../rule';

export const dateOfBirthMissing: WorkingTimeRule = {
  code: 'DATE_OF_BIRTH_MISSING',
  check: 'workingHours',
  notCheckable: true,
  legalSource: 'JArbSchG §§8–15',
  window: around(0, 0),
  evaluate(ctx) {
    if (ctx.facts.employee.dateOfBirth !== null || ctx.candidate.length === 0) return [];
    const name = ctx.facts.employee.name;
    return [{
      code: 'DATE_OF_BIRTH_MISSING',
      text: {
        de: `Jugendarbeitsschutz nicht prüfbar: für ${name} ist kein Geburtsdatum erfasst.`,
        en: `Youth employment rules not checkable: no date of birth is recorded for ${name}.`,
      },
      remedy: { de: `Geburtsdatum von ${name} erfassen.`, en: `Record the date of birth of ${name}.` },
      related: [ctx.employeeRecord],
      details: { employeeId: ctx.facts.employee.id },
    }];
  },
};
