import { breakTooShort } from './break-too-short';
import { duty, facts, run } from './rules.fixture';

const check = (start: string, end: string, brk: number) => run(breakTooShort, facts({ candidate: [duty('2026-05-04', start, end, brk)] }));

describe('BREAK_TOO_SHORT (ArbZG §4)', () => {
  it('6 h of work need no break; 6 h 01 min need 30 min', () => {
    expect(check('06:00', '12:00', 0)).toEqual([]);
    expect(check('06:00', '12:01', 0)[0].details).toMatchObject({ requiredBreakMinutes: 30, breakMinutes: 0 });
  });

  it('30 min suffice up to 9 h of work; 29 min do not', () => {
    expect(check('06:00', '15:30', 30)).toEqual([]);
    expect(check('06:00', '15:29', 29)).toHaveLength(1);
  });

  it('more than 9 h of work need 45 min: 44 min are too short, 45 min suffice', () => {
    expect(check('06:00', '15:45', 44)[0]).toMatchObject({ details: { requiredBreakMinutes: 45, workHours: 9.02 } });
    expect(check('06:00', '15:46', 44)[0].remedy?.de).toBe('Pause auf mindestens 45 min verlängern.');
    expect(check('06:00', '15:45', 45)).toEqual([]);
  });
});
