/** Missing data is a finding: without a date of birth the youth rules (JArbSchG) cannot be checked. */
import { around, type WorkingTimeRule } from '../rule';

export interface DateOfBirthMissingParams {
  name: string;
}

export const dateOfBirthMissing: WorkingTimeRule = {
  code: 'DATE_OF_BIRTH_MISSING',
  check: 'workingHours',
  notCheckable: true,
  legalSource: 'JArbSchG §§8–15',
  window: around(0, 0),
  evaluate(ctx) {
    if (ctx.facts.employee.dateOfBirth !== null || ctx.candidate.length === 0) return [];
    const params: DateOfBirthMissingParams = { name: ctx.facts.employee.name };
    return [{
      code: 'DATE_OF_BIRTH_MISSING',
      params,
      related: [ctx.employeeRecord],
      details: { employeeId: ctx.facts.employee.id },
    }];
  },
};
