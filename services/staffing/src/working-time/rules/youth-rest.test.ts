import { duty, facts, other, run } from './rules.fixture';
import { youthRest } from './youth-rest';

const employee = { dateOfBirth: '2009-01-01' };

describe('YOUTH_REST_TOO_SHORT (JArbSchG §13)', () => {
  it('12 h rest are allowed, 11 h 59 min are not (with the earliest start)', () => {
    const before = [other('2026-05-03', '10:00', '19:00')];
    expect(run(youthRest, facts({ employee, candidate: [duty('2026-05-04', '07:00', '15:00')], others: before }))).toEqual([]);
    const [f] = run(youthRest, facts({ employee, candidate: [duty('2026-05-04', '06:59', '15:00')], others: before }));
    expect(f.details).toEqual({ date: '2026-05-04', restHours: 11.98, requiredHours: 12, earliestStart: '2026-05-04 07:00' });
  });

  it('adults are not concerned', () => {
    expect(run(youthRest, facts({ candidate: [duty('2026-05-04', '06:00', '15:00')], others: [other('2026-05-03', '10:00', '19:00')] }))).toEqual([]);
  });
});
