import { splitWorkedHours } from './split-hours';
import type { NightWindow, SplitRules } from './types';

const rules = (nightWindow: NightWindow = { start: '23:00', end: '06:00' }, state: SplitRules['state'] = 'BY'): SplitRules => ({ zone: 'Europe/Berlin', nightWindow, state });
const split = (start: string, end: string, breakMinutes = 0, r = rules()) => splitWorkedHours({ start, end, breakMinutes }, r);
const kinds = (s: ReturnType<typeof split>) => ({ worked: s.worked, regular: s.regular, night: s.night, sunday: s.sunday, holiday: s.holiday });

describe('the night window (default 23:00–06:00, start included, end not)', () => {
  it.each([
    ['22:58', '22:59', 0],
    ['22:59', '23:00', 0],
    ['23:00', '23:01', 1],
    ['05:59', '06:00', 1],
    ['06:00', '06:01', 0],
  ])('%s–%s on a Wednesday is %i night minute(s)', (from, to, night) => {
    expect(split(`2026-11-04T${from}`, `2026-11-04T${to}`)).toMatchObject({ worked: 1, night, regular: 1 - night });
  });

  it('22:00 → 06:00 on a weekday night: 7 h night, 1 h regular, cut at 23:00 and at midnight', () => {
    const s = split('2026-11-04T22:00', '2026-11-05T06:00');
    expect(kinds(s)).toEqual({ worked: 480, regular: 60, night: 420, sunday: 0, holiday: 0 });
    expect(s.segments.map((g) => [g.start, g.end, g.minutes, g.night])).toEqual([
      ['2026-11-04T22:00', '2026-11-04T23:00', 60, false],
      ['2026-11-04T23:00', '2026-11-05T00:00', 60, true],
      ['2026-11-05T00:00', '2026-11-05T06:00', 360, true],
    ]);
  });

  it('a window that does not cross midnight (00:00–06:00) counts only its own hours', () => {
    expect(split('2026-11-04T22:00', '2026-11-05T07:00', 0, rules({ start: '00:00', end: '06:00' }))).toMatchObject({ worked: 540, night: 360, regular: 180 });
    expect(split('2026-11-04T08:00', '2026-11-04T16:00', 0, rules({ start: '08:00', end: '16:00' }))).toMatchObject({ night: 480, regular: 0 });
  });
});

describe('Sundays and public holidays begin and end at midnight (wall clock)', () => {
  it('Saturday 23:59 → Sunday 00:01: one Sunday minute, both night', () => {
    expect(kinds(split('2026-11-07T23:59', '2026-11-08T00:01'))).toEqual({ worked: 2, regular: 0, night: 2, sunday: 1, holiday: 0 });
    expect(split('2026-11-07T23:58', '2026-11-07T23:59').sunday).toBe(0);
    expect(split('2026-11-08T00:00', '2026-11-08T00:01').sunday).toBe(1);
  });

  it('Sunday 22:00 → Monday 06:00: the two hours before midnight are Sunday, night stacks on Sunday', () => {
    expect(kinds(split('2026-11-08T22:00', '2026-11-09T06:00'))).toEqual({ worked: 480, regular: 0, night: 420, sunday: 120, holiday: 0 });
    expect(split('2026-11-08T23:59', '2026-11-09T00:01').sunday).toBe(1);
  });

  it('Christmas Eve into Christmas Day: Dec 24 is no public holiday, Dec 25 from 00:00 is', () => {
    const s = split('2026-12-24T20:00', '2026-12-25T08:00');
    expect(kinds(s)).toEqual({ worked: 720, regular: 180, night: 420, sunday: 0, holiday: 480 });
    expect(s.segments.find((g) => g.holiday)).toMatchObject({ date: '2026-12-25', start: '2026-12-25T00:00', holiday: '1. Weihnachtstag' });
    expect(split('2026-12-24T23:58', '2026-12-24T23:59').holiday).toBe(0);
    expect(split('2026-12-24T23:59', '2026-12-25T00:01').holiday).toBe(1);
  });

  it('a holiday ends at midnight: Epiphany (Bavaria) 23:59 → 00:01 is one holiday minute; not a holiday in Berlin', () => {
    expect(split('2027-01-06T23:59', '2027-01-07T00:01')).toMatchObject({ holiday: 1, night: 2 });
    expect(split('2027-01-07T00:00', '2027-01-07T00:01').holiday).toBe(0);
    expect(split('2027-01-06T10:00', '2027-01-06T12:00', 0, rules(undefined, 'BE')).holiday).toBe(0);
  });

  it('a holiday on a Sunday is holiday, not Sunday (Dec 26, 2027)', () => {
    expect(kinds(split('2027-12-26T10:00', '2027-12-26T12:00'))).toEqual({ worked: 120, regular: 0, night: 0, sunday: 0, holiday: 120 });
  });

  it('New Year’s Eve is no public holiday; New Year’s Day is, nationwide (no state)', () => {
    expect(split('2026-12-31T10:00', '2026-12-31T12:00', 0, rules(undefined, null)).holiday).toBe(0);
    expect(split('2027-01-01T10:00', '2027-01-01T12:00', 0, rules(undefined, null)).holiday).toBe(120);
  });
});

describe('clock changes: real elapsed time (Temporal)', () => {
  it('22:00 → 06:00 into the last Sunday of October is 9 h elapsed, 8 h 30 min with a 30 min break', () => {
    expect(kinds(split('2026-10-24T22:00', '2026-10-25T06:00', 30))).toEqual({ worked: 510, regular: 60, night: 450, sunday: 390, holiday: 0 });
  });

  it('22:00 → 06:00 into the last Sunday of March is 7 h elapsed', () => {
    expect(kinds(split('2026-03-28T22:00', '2026-03-29T06:00', 30))).toEqual({ worked: 390, regular: 60, night: 330, sunday: 270, holiday: 0 });
  });

  it('the hour before and after the change: one minute each side is one minute', () => {
    expect(split('2026-10-25T01:59', '2026-10-25T03:00').worked).toBe(121);
    expect(split('2026-03-29T01:59', '2026-03-29T03:00').worked).toBe(1);
    expect(split('2026-03-29T03:00', '2026-03-29T03:01').worked).toBe(1);
  });

  it('a window edge in the repeated hour counts by the wall clock both times (window until 02:30)', () => {
    const s = split('2026-10-25T01:00', '2026-10-25T04:00', 0, rules({ start: '23:00', end: '02:30' }));
    expect(s).toMatchObject({ worked: 240, night: 120, regular: 0, sunday: 240 });
  });
});

describe('the break lies centred on the duty’s midpoint', () => {
  it('06:00–14:30 with 30 min: the break is 10:00–10:30', () => {
    expect(split('2026-11-04T06:00', '2026-11-04T14:30', 30).segments.map((g) => [g.start, g.end])).toEqual([
      ['2026-11-04T06:00', '2026-11-04T10:00'],
      ['2026-11-04T10:30', '2026-11-04T14:30'],
    ]);
  });

  it('a night with an hour’s break loses it from the night (01:30–02:30)', () => {
    expect(kinds(split('2026-11-04T22:00', '2026-11-05T06:00', 60))).toEqual({ worked: 420, regular: 60, night: 360, sunday: 0, holiday: 0 });
  });

  it('an odd remainder puts the break a half minute earlier (whole minutes)', () => {
    expect(split('2026-11-04T06:00', '2026-11-04T06:05', 2).segments.map((g) => [g.start, g.end])).toEqual([
      ['2026-11-04T06:00', '2026-11-04T06:01'],
      ['2026-11-04T06:03', '2026-11-04T06:05'],
    ]);
  });
});

describe('refused input (a confirmed timesheet never has it)', () => {
  it.each([
    ['2026-11-04T10:00', '2026-11-04T10:00', 0],
    ['2026-11-04T10:00', '2026-11-04T09:00', 0],
    ['2026-11-04T10:00', '2026-11-04T11:00', 60],
    ['2026-11-04T10:00', '2026-11-04T11:00', -1],
    ['2026-02-30T10:00', '2026-03-01T11:00', 0],
  ])('%s → %s with %i min break throws', (start, end, b) => {
    expect(() => split(start, end, b)).toThrow(RangeError);
  });

  it('a break one minute shorter than the duty leaves one minute', () => {
    expect(split('2026-11-04T10:00', '2026-11-04T11:00', 59).worked).toBe(1);
  });

  it('a night window of no length throws', () => {
    expect(() => split('2026-11-04T10:00', '2026-11-04T11:00', 0, rules({ start: '06:00', end: '06:00' }))).toThrow(RangeError);
  });
});
