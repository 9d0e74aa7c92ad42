import { requiredBreak } from './rules/break-requirement';
import { arbzgBreakSteps } from './rules/break-too-short';
import { defaultParameters } from './parameters';
import { assumedBreakShift, expandPattern, type ShiftPattern } from './shift-pattern';
import { statutoryBreak, wallClockSpanMinutes } from './statutory-break';

const steps = arbzgBreakSteps(defaultParameters);

describe('statutoryBreak (ArbZG §4 on working time = span − break)', () => {
  it.each([
    [360, 0], // 6 h of span: 6 h of work, no break needed
    [361, 30], // just above: 30 min (5 h 31 min of work)
    [390, 30],
    [570, 30], // 9 h 30 min of span: 9 h of work, 30 min are enough
    [571, 45], // just above: 9 h 1 min of work with 30 min → 45 min
    [600, 45],
    [1440, 45],
  ])('a span of %i min plans %i min', (span, expected) => {
    expect(statutoryBreak(span)).toBe(expected);
  });

  it('for every span, the smallest of the statute\'s breaks that BREAK_TOO_SHORT accepts', () => {
    for (let span = 1; span <= 1440; span++) {
      const b = statutoryBreak(span);
      expect(b).toBeGreaterThanOrEqual(requiredBreak(span - b, steps));
      for (const smaller of [0, 30, 45].filter((x) => x < b)) expect(smaller).toBeLessThan(requiredBreak(span - smaller, steps));
    }
  });

  it('measures the clock face: an end at or before the start ends the next day', () => {
    expect(wallClockSpanMinutes('06:00', '14:00')).toBe(480);
    expect(wallClockSpanMinutes('22:00', '06:00')).toBe(480);
    expect(wallClockSpanMinutes('06:00', '06:00')).toBe(1440);
  });
});

describe('an assumed break in a shift pattern', () => {
  it('shows the ordinary day\'s statutory break, marked as assumed', () => {
    expect(assumedBreakShift('06:00', '14:00')).toEqual({ start: '06:00', end: '14:00', breakMinutes: 30, breakAssumed: true });
    expect(assumedBreakShift('08:00', '14:00')).toEqual({ start: '08:00', end: '14:00', breakMinutes: 0, breakAssumed: true });
    expect(assumedBreakShift('20:00', '06:00').breakMinutes).toBe(45);
  });

  it('gives each duty the break of its real length: nights over a clock change get what that night needs', () => {
    const every = (start: string, end: string): ShiftPattern => {
      const s = assumedBreakShift(start, end);
      return { weekdays: { 1: s, 2: s, 3: s, 4: s, 5: s, 6: s, 7: s } };
    };
    const breaks = (p: ShiftPattern, from: string, to: string) => expandPattern(p, from, to, 'Europe/Berlin').map((d) => `${d.date} ${d.breakMinutes}`);
    // 25 Oct 2026, 03:00 → 02:00: the night into it is an hour longer.
    expect(breaks(every('21:00', '06:30'), '2026-10-23', '2026-10-25')).toEqual(['2026-10-23 30', '2026-10-24 45', '2026-10-25 30']);
    expect(breaks(every('22:00', '04:00'), '2026-10-23', '2026-10-25')).toEqual(['2026-10-23 0', '2026-10-24 30', '2026-10-25 0']);
    // 29 Mar 2026, 02:00 → 03:00: the night into it is an hour shorter.
    expect(breaks(every('21:00', '03:30'), '2026-03-27', '2026-03-29')).toEqual(['2026-03-27 30', '2026-03-28 0', '2026-03-29 30']);
  });

  it('a stated break stays as stated, even too short', () => {
    const stated: ShiftPattern = { weekdays: { 1: { start: '06:00', end: '14:00', breakMinutes: 0, breakAssumed: false } } };
    expect(expandPattern(stated, '2026-05-04', '2026-05-04')[0].breakMinutes).toBe(0);
  });
});
