import { restShortened } from './rest-shortened';
import { duty, facts, other, run } from './rules.fixture';

describe('REST_SHORTENED (ArbZG §5 Abs. 2, care)', () => {
  it('10 h rest is shortened; compensated by the next rest of at least 12 h', () => {
    const f = facts({
      others: [other('2026-05-03', '12:00', '20:00'), other('2026-05-05', '06:00', '14:00')],
      candidate: [duty('2026-05-04', '06:00', '14:00')],
    });
    const [finding, ...rest] = run(restShortened, f);
    expect(rest).toEqual([]);
    expect(finding.details).toMatchObject({ restHours: 10, requiredHours: 11, compensatedBy: { from: '2026-05-04 14:00', restHours: 16 } });
    expect(finding.text.en).toContain('compensated by 16 h of rest from 2026-05-04 14:00');
    expect(finding.remedy).toBeNull();
  });

  it('10 h 59 min is shortened, 11 h is not; 9 h 59 min is the other rule', () => {
    const before = [other('2026-05-03', '12:00', '20:00')];
    expect(run(restShortened, facts({ candidate: [duty('2026-05-04', '06:59', '14:00')], others: before }))).toHaveLength(1);
    expect(run(restShortened, facts({ candidate: [duty('2026-05-04', '07:00', '14:00')], others: before }))).toEqual([]);
    expect(run(restShortened, facts({ candidate: [duty('2026-05-04', '05:59', '14:00')], others: before }))).toEqual([]);
  });

  it('not compensated when every later rest is under 12 h: says so and when to compensate', () => {
    // rests: 10 h, then 11 h 59 min; nothing planned after the last duty (open time does not compensate)
    const chain = [other('2026-05-28', '12:00', '20:00'), duty('2026-05-29', '06:00', '14:00')];
    const f = facts({ candidate: [chain[1]], others: [chain[0], other('2026-05-30', '01:59', '09:00'), other('2026-05-30', '21:00', '05:00')] });
    const findings = run(restShortened, f);
    const own = findings.find((x) => x.details.nextDutyDate === '2026-05-29')!;
    expect(own.details.compensatedBy).toBeNull();
    expect(own.text.de).toContain('noch nicht durch eine Ruhezeit von mindestens 12 h ausgeglichen');
    expect(own.remedy?.en).toBe('Plan a rest of at least 12 h by 2026-06-26.');
  });

  it('a 12 h rest compensates; 11 h 59 min does not', () => {
    const base = [other('2026-05-03', '12:00', '20:00'), duty('2026-05-04', '06:00', '14:00')];
    const twelve = facts({ candidate: [base[1]], others: [base[0], other('2026-05-05', '02:00', '08:00'), other('2026-05-05', '20:00', '04:00'), other('2026-05-06', '14:00', '20:00')] });
    expect(run(restShortened, twelve)[0].details.compensatedBy).toMatchObject({ restHours: 12 });
  });
});
