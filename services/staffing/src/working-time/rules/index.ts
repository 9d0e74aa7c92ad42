/** Every working-time rule, in the order their findings are reported. */
import type { WorkingTimeRule } from '../rule';
import { minorNearCandidate } from '../youth';
import { breakTooShort } from './break-too-short';
import { consecutiveDays } from './consecutive-days';
import { contractHours } from './contract-hours';
import { dailyHours } from './daily-hours';
import { freeSundays } from './free-sundays';
import { holidayReplacement } from './holiday-replacement';
import { sundayReplacement } from './sunday-replacement';
import { dateOfBirthMissing } from './date-of-birth-missing';
import { youthBreaks } from './youth-breaks';
import { youthDailyHours } from './youth-daily-hours';
import { youthDaysPerWeek } from './youth-days-per-week';
import { youthNightWork } from './youth-night-work';
import { youthRest } from './youth-rest';
import { youthShiftSpan } from './youth-shift-span';
import { youthWeeklyHours } from './youth-weekly-hours';
import { absenceConflict } from './absence-conflict';
import { outsideEmployment } from './outside-employment';
import { dutyOverlap } from './duty-overlap';
import { nightDuty } from './night-duty';
import { restNotCheckable } from './rest-not-checkable';
import { restShortened } from './rest-shortened';
import { restTooShort } from './rest-too-short';
import { weeklyAverage } from './weekly-average';
import { weeklyMaximum } from './weekly-maximum';

/** A rule of the Youth Employment Protection Act: nothing to find unless the employee is a minor near the candidate's days. */
const youth = (rule: WorkingTimeRule): WorkingTimeRule => ({ ...rule, appliesTo: minorNearCandidate });

export const workingTimeRules: WorkingTimeRule[] = [
  outsideEmployment,
  absenceConflict,
  dutyOverlap,
  breakTooShort,
  dailyHours,
  weeklyAverage,
  weeklyMaximum,
  restTooShort,
  restShortened,
  restNotCheckable,
  nightDuty,
  consecutiveDays,
  freeSundays,
  sundayReplacement,
  holidayReplacement,
  contractHours,
  youth(youthDailyHours),
  youth(youthWeeklyHours),
  youth(youthDaysPerWeek),
  youth(youthShiftSpan),
  youth(youthNightWork),
  youth(youthRest),
  youth(youthBreaks),
  dateOfBirthMissing,
];
