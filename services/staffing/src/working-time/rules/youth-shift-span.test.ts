import { duty, facts, other, run } from './rules.fixture';
import { youthShiftSpan } from './youth-shift-span';

const employee = { dateOfBirth: '2009-01-01' };

describe('YOUTH_SHIFT_SPAN_EXCEEDED (JArbSchG §12)', () => {
  it('a split day from 08:00 to 18:00 spans 10 h: allowed; to 18:01 it is not', () => {
    expect(run(youthShiftSpan, facts({ employee, candidate: [duty('2026-05-04', '08:00', '12:00')], others: [other('2026-05-04', '14:00', '18:00')] }))).toEqual([]);
    const [f] = run(youthShiftSpan, facts({ employee, candidate: [duty('2026-05-04', '08:00', '12:00')], others: [other('2026-05-04', '14:00', '18:01')] }));
    expect(f.details).toEqual({ date: '2026-05-04', spanHours: 10.02, limitHours: 10 });
  });
});
