import { duty, facts, run } from './rules.fixture';
import { youthBreaks } from './youth-breaks';

const employee = { dateOfBirth: '2009-01-01' };
const check = (start: string, end: string, brk: number) => run(youthBreaks, facts({ employee, candidate: [duty('2026-05-04', start, end, brk)] }));

describe('YOUTH_BREAK_TOO_SHORT (JArbSchG §11)', () => {
  it('4.5 h need no break; 4 h 31 min need 30 min', () => {
    expect(check('08:00', '12:30', 0)).toEqual([]);
    expect(check('08:00', '12:31', 0)[0].details).toMatchObject({ requiredBreakMinutes: 30 });
  });

  it('over 6 h need 60 min: 59 min too short, 60 min enough', () => {
    expect(check('08:00', '15:00', 59)[0].details).toMatchObject({ requiredBreakMinutes: 60, breakMinutes: 59 });
    expect(check('08:00', '15:01', 60)).toEqual([]);
    expect(check('08:00', '14:30', 30)).toEqual([]); // exactly 6 h of work: 30 min suffice
  });
});
