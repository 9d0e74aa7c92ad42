/** Builders for the rule tests: an adult employee, labelled duties, and one rule run in isolation. */
import { defaultParameters, type WorkingTimeParameters } from '../parameters';
import { buildContext, type WorkingTimeRule } from '../rule';
import type { PlannedDuty, WordedFinding, WorkingTimeFacts } from '../types';
import { worded } from '../words';
import { fromDayNumber, toDayNumber } from '../../shared/dates';

export function duty(date: string, start: string | null, end: string | null, breakMinutes: number | null = 0): PlannedDuty {
  return { orderId: 'o1', orderLabel: 'Frühdienst Station 2', facilityId: 'f1', facilityName: 'Haus Sonne', date, start, end, breakMinutes };
}

export function other(date: string, start: string | null, end: string | null, breakMinutes: number | null = 0): PlannedDuty {
  return { assignmentId: 'a2', orderId: 'o2', orderLabel: 'Nachtwache', facilityId: 'f2', facilityName: 'Haus Linde', date, start, end, breakMinutes };
}

/** One duty per day for n days from `from`. */
export function daily(make: typeof duty, from: string, n: number, start: string, end: string, breakMinutes = 0): PlannedDuty[] {
  const first = toDayNumber(from);
  return Array.from({ length: n }, (_, i) => make(fromDayNumber(first + i), start, end, breakMinutes));
}

export function facts(over: Partial<Omit<WorkingTimeFacts, 'employee'>> & { employee?: Partial<WorkingTimeFacts['employee']> } = {}): WorkingTimeFacts {
  return {
    candidate: over.candidate ?? [],
    others: over.others ?? [],
    ...(over.otherWeeks ? { otherWeeks: over.otherWeeks } : {}),
    ...(over.holidayDuties ? { holidayDuties: over.holidayDuties } : {}),
    ...(over.partial ? { partial: over.partial } : {}),
    ...(over.othersWindow ? { othersWindow: over.othersWindow } : {}),
    absences: over.absences ?? [],
    facilities: over.facilities ?? [
      { id: 'f1', name: 'Haus Sonne', state: 'BE', postalCode: null },
      { id: 'f2', name: 'Haus Linde', state: null, postalCode: '80331' },
    ],
    employee: {
      id: 'e1', name: 'Anna Müller', dateOfBirth: '1990-01-01', entryDate: '2020-01-01', exitDate: null, weeklyHours: null,
      ...over.employee,
    },
  };
}

/** The rule's findings, worded in both languages. */
export function run(rule: WorkingTimeRule, f: WorkingTimeFacts, params: Partial<WorkingTimeParameters> = {}): WordedFinding[] {
  return rule.evaluate(buildContext(f, { ...defaultParameters, ...params })).map(worded);
}
