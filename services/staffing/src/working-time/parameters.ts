/** Every limit of the working-time rules, with its default, in one place (hours unless named). */
export interface WorkingTimeParameters {
  timeZone: string;
  maxDutiesPerAssignment: number;
  maxBreakMinutes: number;
  /** ArbZG §4 */
  breakAfterHours: number; breakMinutes: number; longBreakAfterHours: number; longBreakMinutes: number;
  /** ArbZG §3 */
  dailyMaxHours: number; weeklyAverageMaxHours: number; averageWeeks: number; weeklyMaxHours: number;
  /** ArbZG §5 */
  minRestHours: number; careShortenedRestHours: number; compensatingRestHours: number; compensationDays: number;
  /** ArbZG §6 (night time 23:00–06:00, night work = more than 2 h of it) */
  nightStart: string; nightEnd: string; nightWorkMinHours: number; nightDutyMaxHours: number; nightAverageDays: number;
  /** ArbZG §11 */
  minFreeSundaysPerYear: number; sundayReplacementDays: number; holidayReplacementDays: number;
  maxConsecutiveDays: number;
  /** JArbSchG */
  youthAgeLimit: number; youthDailyMaxHours: number; youthWeeklyMaxHours: number; youthDaysPerWeek: number;
  youthShiftSpanHours: number; youthNightStart: string; youthNightEndOver16: string; youthNightEnd: string;
  youthMinRestHours: number; youthBreakAfterHours: number; youthBreakMinutes: number;
  youthLongBreakAfterHours: number; youthLongBreakMinutes: number;
}

export const defaultParameters: WorkingTimeParameters = {
  timeZone: 'Europe/Berlin',
  maxDutiesPerAssignment: 400,
  maxBreakMinutes: 240,
  breakAfterHours: 6, breakMinutes: 30, longBreakAfterHours: 9, longBreakMinutes: 45,
  dailyMaxHours: 10, weeklyAverageMaxHours: 48, averageWeeks: 24, weeklyMaxHours: 60,
  minRestHours: 11, careShortenedRestHours: 10, compensatingRestHours: 12, compensationDays: 28,
  nightStart: '23:00', nightEnd: '06:00', nightWorkMinHours: 2, nightDutyMaxHours: 8, nightAverageDays: 28,
  minFreeSundaysPerYear: 15, sundayReplacementDays: 14, holidayReplacementDays: 56,
  maxConsecutiveDays: 6,
  youthAgeLimit: 18, youthDailyMaxHours: 8, youthWeeklyMaxHours: 40, youthDaysPerWeek: 5,
  youthShiftSpanHours: 10, youthNightStart: '20:00', youthNightEndOver16: '23:00', youthNightEnd: '06:00',
  youthMinRestHours: 12, youthBreakAfterHours: 4.5, youthBreakMinutes: 30,
  youthLongBreakAfterHours: 6, youthLongBreakMinutes: 60,
};
