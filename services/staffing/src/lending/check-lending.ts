/**
 * The lending-law findings for one candidate assignment of an employee to a client: codes and
 * parameters only (dates, periods, the reset), no words — the check engine words them.
 *
 * The clock runs over the existing lending periods at the client up to the candidate's last day, plus
 * the candidate: later lendings neither move the candidate's deadlines nor its reset.
 * - AUEG_MAX_DURATION when the candidate has lent days after the last lawful day.
 * - AUEG_EQUAL_PAY when the candidate reaches the equal-pay date.
 * - AUEG_REVOLVING_DOOR when the employee left the client's own employment within the six months
 *   before the first day of the lending the candidate belongs to (its merged period).
 */
import { type LendingClock, lendingClock, upTo } from './clock';
import type { LendingLimits } from './limits';
import { addDays } from './months';
import type { DateRange } from './periods';
import { revolvingDoorEmployment } from './revolving-door';
import { LENDING_RULES, type LendingRuleCode } from './rules';

export interface LendingCheckInput {
  /** The candidate assignment's days at the client, inclusive. */
  candidate: DateRange;
  /** The employee's other lending periods at the same client: assignments and recorded history (another agency, before this system). */
  lendings: readonly DateRange[];
  /** History periods of direct employment at the client. */
  employedByClient?: readonly DateRange[];
  /** The client's overrides (maximum months, equal-pay months). */
  limits?: Partial<LendingLimits>;
}

/** A finding before the engine attaches its severity (its one lookup, from the rule's default and the settings). */
interface FindingBase<C extends LendingRuleCode> {
  code: C;
  legalSource: string;
}

/** What the clock says about where the count stands: the counting periods and the last reset. */
export interface ClockParameters {
  countingPeriods: DateRange[];
  interruptions: DateRange[];
  reset: DateRange | null;
}

export type LendingFinding =
  | (FindingBase<'AUEG_MAX_DURATION'> & ClockParameters & { maxMonths: number; lastLawfulDay: string; daysBeyond: DateRange })
  | (FindingBase<'AUEG_EQUAL_PAY'> & ClockParameters & { equalPayMonths: number; equalPayFrom: string })
  | (FindingBase<'AUEG_REVOLVING_DOOR'> & { employment: DateRange; lendingStart: string });

const clockParameters = (clock: LendingClock): ClockParameters => ({
  countingPeriods: clock.countingPeriods,
  interruptions: clock.interruptions,
  reset: clock.reset,
});

const base = <C extends LendingRuleCode>(code: C): FindingBase<C> => ({ code, legalSource: LENDING_RULES[code].legalSource });

/** The findings for the candidate, in rule order: maximum duration, equal pay, revolving door. */
export function checkLending(input: LendingCheckInput): LendingFinding[] {
  const { candidate } = input;
  if (candidate.to < candidate.from) throw new RangeError(`candidate ${candidate.from}..${candidate.to} ends before it starts`);
  const clock = lendingClock([...upTo(input.lendings, candidate.to), candidate], input.limits);
  if (!clock) return [];
  const findings: LendingFinding[] = [];
  if (candidate.to > clock.lastLawfulDay) {
    const firstBeyond = addDays(clock.lastLawfulDay, 1);
    findings.push({
      ...base('AUEG_MAX_DURATION'),
      ...clockParameters(clock),
      maxMonths: clock.limits.maxMonths,
      lastLawfulDay: clock.lastLawfulDay,
      daysBeyond: { from: candidate.from > firstBeyond ? candidate.from : firstBeyond, to: candidate.to },
    });
  }
  if (candidate.to >= clock.equalPayFrom) {
    findings.push({
      ...base('AUEG_EQUAL_PAY'),
      ...clockParameters(clock),
      equalPayMonths: clock.limits.equalPayMonths,
      equalPayFrom: clock.equalPayFrom,
    });
  }
  const lendingStart = clock.countingPeriods[clock.countingPeriods.length - 1].from;
  const employment = revolvingDoorEmployment(input.employedByClient ?? [], lendingStart);
  if (employment) findings.push({ ...base('AUEG_REVOLVING_DOOR'), employment, lendingStart });
  return findings;
}
