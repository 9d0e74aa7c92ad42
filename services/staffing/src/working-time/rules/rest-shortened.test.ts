import { runWorkingTimeRules } from '../run-rules';
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

describe('REST_SHORTENED on partial (narrow) facts: asks for the wide window only when a rest next to the candidate is shortened', () => {
  const before = [other('2026-05-03', '12:00', '20:00')];
  const codes = (r: ReturnType<typeof runWorkingTimeRules>) => r.findings.map((f) => f.code);
  // The rest after 20:00 on 3 May until the candidate's start on 4 May.
  const withStart = (start: string, partial = true) =>
    runWorkingTimeRules(facts({ candidate: [duty('2026-05-04', start, '11:00')], others: before, ...(partial ? { partial: true } : {}) }));

  it.each([
    ['10 h exactly', '06:00'],
    ['10 h 01 min', '06:01'],
    ['10 h 30 min', '06:30'],
    ['10 h 59 min', '06:59'],
  ])('a shortened rest of %s: needsWiderFacts and no findings', (_name, start) => {
    expect(withStart(start)).toEqual({ canSave: true, findings: [], needsWiderFacts: true });
  });

  it('a rest of 11 h (and 11 h 01 min) is not shortened: answered at once, without findings about rests', () => {
    for (const start of ['07:00', '07:01']) {
      const r = withStart(start);
      expect(r.needsWiderFacts).toBeUndefined();
      expect(codes(r)).toEqual([]);
    }
  });

  it('9 h 59 min is REST_TOO_SHORT, not shortened: answered at once with that finding', () => {
    const r = withStart('05:59');
    expect(r.needsWiderFacts).toBeUndefined();
    expect(codes(r)).toEqual(['REST_TOO_SHORT']);
  });

  it('a shortened rest after the candidate (candidate first, the other duty next morning) asks too', () => {
    const r = runWorkingTimeRules(facts({ candidate: [duty('2026-05-03', '12:00', '20:00', 30)], others: [other('2026-05-04', '06:30', '14:00')], partial: true }));
    expect(r.needsWiderFacts).toBe(true);
    expect(r.findings).toEqual([]);
  });

  it('a shortened rest between two other duties, not next to the candidate, does not ask', () => {
    const r = runWorkingTimeRules(facts({
      candidate: [duty('2026-05-10', '08:00', '12:00')],
      others: [other('2026-05-03', '12:00', '20:00'), other('2026-05-04', '06:30', '14:00')],
      partial: true,
    }));
    expect(r.needsWiderFacts).toBeUndefined();
    expect(codes(r)).toEqual([]);
  });

  it('the same facts without partial answer normally: the shortened rest is reported', () => {
    const r = withStart('06:30', false);
    expect(r.needsWiderFacts).toBeUndefined();
    expect(codes(r)).toEqual(['REST_SHORTENED']);
    expect(r.findings[0].details).toMatchObject({ restHours: 10.5, requiredHours: 11 });
  });

  it('no shortening allowed (careShortenedRestHours = minRestHours): a 10.5 h rest is too short, not a reason to read more', () => {
    const f = facts({ candidate: [duty('2026-05-04', '06:30', '11:00')], others: before, partial: true });
    const r = runWorkingTimeRules(f, { params: { careShortenedRestHours: 11 } });
    expect(r.needsWiderFacts).toBeUndefined();
    expect(codes(r)).toEqual(['REST_TOO_SHORT']);
  });
});
