import { AppError } from '@cs/service-kit';
import { dutyNetHours, rosterDates, weekParts } from './roster-window';

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

describe('a duty’s net hours', () => {
  it('counts the real elapsed time: a night over the end of summer time is an hour longer, one over its start an hour shorter', () => {
    expect(dutyNetHours('2026-10-24', '22:00', '06:00', 30, 'Europe/Berlin')).toBe(8.5);
    expect(dutyNetHours('2027-03-27', '22:00', '06:00', 30, 'Europe/Berlin')).toBe(6.5);
    expect(dutyNetHours('2027-01-05', '22:00', '06:00', 30, 'Europe/Berlin')).toBe(7.5);
    expect(dutyNetHours('2027-01-05', '06:00', '14:30', 30, 'Europe/Berlin')).toBe(8);
  });
});
