import { toDayNumber } from '../shared/dates';
import { addToWeeks, type WeekSummaries } from '../working-time/other-weeks';
import type { CurrentAssignment } from './resolve-duties';

/** What the facts query read for the week sums: [monday, net minutes, starts, busy] per week, the changed assignment. */
export interface WeekRows {
  weeks: Array<[string, number, number[], number[]]>;
  current: (CurrentAssignment & { employeeId: string }) | null;
  assignmentExists: boolean;
}

/** The week sums of the employee's other duties: as stored, less the changed assignment's own (if live and the employee's), in the weeks read. */
export function candidateOtherWeeks(row: WeekRows, employeeId: string, range: { from: number; to: number }, zone: string): WeekSummaries {
  const weeks: WeekSummaries = new Map();
  for (const [monday, netMinutes, starts, busy] of row.weeks) weeks.set(toDayNumber(monday), { netMinutes, starts, busy });
  if (row.assignmentExists && row.current && row.current.employeeId === employeeId) {
    addToWeeks(weeks, row.current.duties, zone, -1);
    // Its duties beyond the weeks read were not loaded: no (negative) weeks for them.
    for (const monday of weeks.keys()) if (monday < range.from || monday > range.to) weeks.delete(monday);
  }
  return weeks;
}
