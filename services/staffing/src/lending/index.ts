/** The lending-law core (AÜG): BGB month counting, the lending clock per employee × client, the findings. */
export { checkLending, type ClockParameters, type LendingCheckInput, type LendingFinding } from './check-lending';
export { type LendingClock, lendingClock, lentAsOf, type MonthsAndDays } from './clock';
export { DEFAULT_LIMITS, LIMIT_BOUNDS, type LendingLimits, limitProblems, limitsWith } from './limits';
export { addDays, daysFrom, daysInRange, lastDayOfMonths, monthsAndDays } from './months';
export { countingPeriods, type DateRange, INTERRUPTION_MONTHS, interruptionBetween, lastsMoreThan, mergePeriods } from './periods';
export { REVOLVING_DOOR_MONTHS, revolvingDoorEmployment } from './revolving-door';
export { LENDING_RULES, type LendingRule, type LendingRuleCode } from './rules';
export { byEmployeeAndParty, type LendingPeriodRow, type LendingPeriodSource, lendingPeriods, lendingPeriodsAtParty, partyOfFacility } from './lending-periods.repo';
export { type Headroom, lendingHeadroom } from './headroom';
