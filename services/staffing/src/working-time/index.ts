/** The working-time law engine: pure, no database, no HTTP. See docs/working-time-rules.md. */
export type {
  AbsenceFacts, Duty, DutyContext, EmployeeFacts, FacilityFacts, Locale, PlannedDuty, RelatedRecord,
  WorkingTimeFacts, WorkingTimeFinding,
} from './types';
export { defaultParameters, type WorkingTimeParameters } from './parameters';
export { assumedBreakShift, expandPattern, legacyPattern, type Shift, type ShiftPattern } from './shift-pattern';
export { statutoryBreak, statutoryBreakOn, wallClockSpanMinutes } from './statutory-break';
export { validateDuties, type FieldErrors } from './validate-duties';
export { isValidTimeZone } from './zoned-time';
export { stateFromPostalCode, federalStates, type FederalState } from '@cs/contracts/federal-states';
export { requiredWindow, runWorkingTimeRules, type RequiredWindow, type RunOptions, type SeveritySettingsWithRules, type WorkingTimeResult } from './run-rules';
export { workingTimeRules } from './rules';
export { ruleCatalogues } from './words';
export { planningParameters, planningTimeZone, setPlanningTimeZone } from './planning-zone';
