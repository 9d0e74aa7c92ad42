import { describe, expect, it } from '@jest/globals';
import { toDayNumber } from '../shared/dates';
import { addToWeeks, busiesNextDay, summariseWeeks, weekCount, type SummableDuty } from './other-weeks';

const d = (date: string, start: string | null, end: string | null, breakMinutes: number | null = 0): SummableDuty => ({ date, start, end, breakMinutes });
const day = toDayNumber;
const BERLIN = 'Europe/Berlin';

// 2027-05-03 is a Monday; 2027-05-09 the Sunday of that week, 2027-05-10 the next Monday.
const MON = day('2027-05-03');
const NEXT_MON = day('2027-05-10');

describe('week sums of duties (duty_weeks)', () => {
  it('a normal week: net minutes of the duties starting in it, starts and busy per weekday (Monday first)', () => {
    const weeks = summariseWeeks([
      d('2027-05-03', '06:00', '14:30', 30), // Mon 8 h
      d('2027-05-04', '06:00', '14:30', 30), // Tue 8 h
      d('2027-05-04', '16:00', '18:00', 0), // Tue split shift 2 h
      d('2027-05-07', '14:00', '22:00', 30), // Fri 7.5 h
    ], BERLIN);
    expect([...weeks.keys()]).toEqual([MON]);
    expect(weeks.get(MON)).toEqual({ netMinutes: 480 + 480 + 120 + 450, starts: [1, 2, 0, 0, 1, 0, 0], busy: [1, 2, 0, 0, 1, 0, 0] });
    expect(weekCount(weeks, day('2027-05-04'), 'starts')).toBe(2);
    expect(weekCount(weeks, day('2027-05-05'), 'busy')).toBe(0);
    // A week without duties is not there: zero.
    expect(weekCount(weeks, day('2027-05-12'), 'starts')).toBe(0);
  });

  it('a night duty Sunday 22:00–06:00 counts its minutes in its own week and busies Monday of the NEXT week', () => {
    const night = d('2027-05-09', '22:00', '06:00', 30);
    expect(busiesNextDay(night)).toBe(true);
    const weeks = summariseWeeks([night], BERLIN);
    expect(weeks.get(MON)).toEqual({ netMinutes: 450, starts: [0, 0, 0, 0, 0, 0, 1], busy: [0, 0, 0, 0, 0, 0, 1] });
    expect(weeks.get(NEXT_MON)).toEqual({ netMinutes: 0, starts: [0, 0, 0, 0, 0, 0, 0], busy: [1, 0, 0, 0, 0, 0, 0] });
    expect(weekCount(weeks, NEXT_MON, 'busy')).toBe(1);
    expect(weekCount(weeks, NEXT_MON, 'starts')).toBe(0);
  });

  it('a duty ending at 00:00 does not busy the next day; one ending 00:01 does', () => {
    expect(busiesNextDay(d('2027-05-05', '16:00', '00:00'))).toBe(false);
    expect(busiesNextDay(d('2027-05-05', '16:00', '00:01'))).toBe(true);
    expect(busiesNextDay(d('2027-05-05', '06:00', '14:00'))).toBe(false);
    expect(busiesNextDay(d('2027-05-05', null, null))).toBe(false);
    const weeks = summariseWeeks([d('2027-05-09', '16:00', '00:00')], BERLIN);
    expect(weeks.get(MON)).toEqual({ netMinutes: 480, starts: [0, 0, 0, 0, 0, 0, 1], busy: [0, 0, 0, 0, 0, 0, 1] });
    expect(weeks.has(NEXT_MON)).toBe(false);
    const oneMinuteLater = summariseWeeks([d('2027-05-09', '16:00', '00:01')], BERLIN);
    expect(oneMinuteLater.get(NEXT_MON)?.busy).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  it('an untimed duty (order without shift times) counts in starts and busy but adds no minutes', () => {
    const weeks = summariseWeeks([d('2027-05-05', null, null, null), d('2027-05-06', '08:00', '12:00')], BERLIN);
    expect(weeks.get(MON)).toEqual({ netMinutes: 240, starts: [0, 0, 1, 1, 0, 0, 0], busy: [0, 0, 1, 1, 0, 0, 0] });
  });

  it('DST in Europe/Berlin: the night into the spring change has 7 h, into the autumn change 9 h; in UTC both 8 h', () => {
    const spring = d('2027-03-27', '22:00', '06:00', 0);
    const autumn = d('2027-10-30', '22:00', '06:00', 0);
    const springMon = day('2027-03-22');
    const autumnMon = day('2027-10-25');
    expect(summariseWeeks([spring], BERLIN).get(springMon)?.netMinutes).toBe(420);
    expect(summariseWeeks([autumn], BERLIN).get(autumnMon)?.netMinutes).toBe(540);
    expect(summariseWeeks([spring], 'UTC').get(springMon)?.netMinutes).toBe(480);
    expect(summariseWeeks([autumn], 'UTC').get(autumnMon)?.netMinutes).toBe(480);
    // Saturday night: starts Saturday, busies Sunday of the same week.
    expect(summariseWeeks([spring], BERLIN).get(springMon)).toMatchObject({ starts: [0, 0, 0, 0, 0, 1, 0], busy: [0, 0, 0, 0, 0, 1, 1] });
    // The break is taken off after the DST-correct span.
    expect(summariseWeeks([{ ...autumn, breakMinutes: 45 }], BERLIN).get(autumnMon)?.netMinutes).toBe(495);
  });

  it('addToWeeks(…, -1) after adding the same duties gives all zeros (the weeks stay, summed to nothing)', () => {
    const list = [
      d('2027-05-03', '06:00', '14:30', 30),
      d('2027-05-09', '22:00', '06:00', 30),
      d('2027-05-05', null, null, null),
      d('2027-03-27', '22:00', '06:00', 0),
    ];
    const weeks = summariseWeeks(list, BERLIN);
    expect(weeks.get(MON)?.netMinutes).toBe(930);
    const same = addToWeeks(weeks, list, BERLIN, -1);
    expect(same).toBe(weeks);
    expect([...weeks.keys()].sort((a, b) => a - b)).toEqual([day('2027-03-22'), MON, NEXT_MON]);
    for (const w of weeks.values()) expect(w).toEqual({ netMinutes: 0, starts: [0, 0, 0, 0, 0, 0, 0], busy: [0, 0, 0, 0, 0, 0, 0] });
  });

  it('removing some duties leaves exactly the sums of the others', () => {
    const keep = [d('2027-05-04', '06:00', '14:30', 30), d('2027-05-09', '22:00', '06:00', 30)];
    const drop = [d('2027-05-03', '06:00', '14:30', 30), d('2027-05-08', '21:00', '05:00', 0)];
    const weeks = addToWeeks(summariseWeeks([...drop, ...keep], BERLIN), drop, BERLIN, -1);
    expect(weeks.get(MON)).toEqual(summariseWeeks(keep, BERLIN).get(MON));
    expect(weeks.get(NEXT_MON)).toEqual(summariseWeeks(keep, BERLIN).get(NEXT_MON));
  });
});
