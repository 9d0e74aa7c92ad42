import { AppError } from '@cs/service-kit';
import { dutyNetMinutes } from '../working-time/timed-duties';
import { rosterDates, rosterWindow, weekParts } from './roster-window';

const dutyNetHours = (date: string, start: string, end: string, breakMinutes: number, zone: string) => dutyNetMinutes(date, start, end, breakMinutes, zone) / 60;

describe('the roster’s window', () => {
  it('lists 31 days from–to and refuses a 32nd, naming query.to', () => {
    expect(rosterDates('2027-01-01', '2027-01-31')).toHaveLength(31);
    expect(rosterDates('2027-02-27', '2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    try {
      rosterDates('2027-01-01', '2027-02-01');
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).extra.errors).toEqual({ 'query.to': ['must be at most 30 days after from'] });
    }
  });

  it('splits the dates into ISO weeks, each with its Monday and the part inside the window', () => {
    expect(weekParts(rosterDates('2027-01-01', '2027-01-11'))).toEqual([
      { monday: '2026-12-28', from: '2027-01-01', to: '2027-01-03' },
      { monday: '2027-01-04', from: '2027-01-04', to: '2027-01-10' },
      { monday: '2027-01-11', from: '2027-01-11', to: '2027-01-11' },
    ]);
  });
});

describe('the window asked for', () => {
  it('is this ISO week without from and to, and the week from (or to) a single end', () => {
    expect(rosterWindow({}, '2027-01-07')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(rosterWindow({}, '2027-01-04')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(rosterWindow({}, '2027-01-10')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(rosterWindow({ from: '2027-02-26' }, '2027-01-07')).toEqual({ from: '2027-02-26', to: '2027-03-04' });
    expect(rosterWindow({ to: '2027-03-04' }, '2027-01-07')).toEqual({ from: '2027-02-26', to: '2027-03-04' });
    expect(rosterWindow({ from: '2027-02-01', to: '2027-02-03' }, '2027-01-07')).toEqual({ from: '2027-02-01', to: '2027-02-03' });
  });
});

describe('a duty’s net hours as the roster shows them (the engine’s count)', () => {
  it('counts the real elapsed time: a night over the end of summer time is an hour longer, one over its start an hour shorter', () => {
    expect(dutyNetHours('2026-10-24', '22:00', '06:00', 30, 'Europe/Berlin')).toBe(8.5);
    expect(dutyNetHours('2027-03-27', '22:00', '06:00', 30, 'Europe/Berlin')).toBe(6.5);
    expect(dutyNetHours('2027-01-05', '22:00', '06:00', 30, 'Europe/Berlin')).toBe(7.5);
    expect(dutyNetHours('2027-01-05', '06:00', '14:30', 30, 'Europe/Berlin')).toBe(8);
  });
});
