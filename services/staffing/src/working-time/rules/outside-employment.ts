/** Duties before the employee's entry date or after the exit date. */
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export interface OutsideEmploymentParams {
  name: string;
  /** The duty dates outside the employment, ascending. */
  dates: string[];
  entryDate: string;
  exitDate: string | null;
}

export const outsideEmployment: WorkingTimeRule = {
  code: 'OUTSIDE_EMPLOYMENT',
  check: 'availability',
  legalSource: 'Arbeitsvertrag (Eintritts-/Austrittsdatum)',
  window: around(0, 0),
  evaluate(ctx) {
    const { entryDate, exitDate, name } = ctx.facts.employee;
    const dates = [...new Set(ctx.facts.candidate.map((d) => d.date).filter((d) => d < entryDate || (exitDate !== null && d > exitDate)))].sort();
    if (dates.length === 0) return [];
    const params: OutsideEmploymentParams = { name, dates, entryDate, exitDate };
    const f: RuleFinding = {
      code: 'OUTSIDE_EMPLOYMENT',
      params,
      related: [ctx.employeeRecord],
      details: { dates, entryDate, exitDate },
    };
    return [f];
  },
};
