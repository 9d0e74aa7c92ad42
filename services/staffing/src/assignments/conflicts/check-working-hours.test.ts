import { checkWorkingHours } from './check-working-hours';
import { makeFacts, other } from './conflict-facts.fixture';

type Facts = ReturnType<typeof makeFacts>;
const codes = (facts: Facts) => checkWorkingHours(facts).map((f) => f.code);
const byCode = (facts: Facts, code: string) => checkWorkingHours(facts).filter((f) => f.code === code);

describe('checkWorkingHours — weekly hours', () => {
  it('passes when the planned hours equal the contractual weekly hours', () => {
    expect(checkWorkingHours(makeFacts())).toEqual([]); // Mon–Fri 8 h = 40 h
  });

  it('reports hours over the contractual weekly hours with week, planned hours and limit', () => {
    const [finding] = checkWorkingHours(makeFacts({ employee: { weeklyHours: 30 } }));
    expect(finding).toMatchObject({
      check: 'workingHours',
      code: 'WEEKLY_HOURS_EXCEEDED',
      details: { week: '2026-W19', weekStart: '2026-05-04', weekEnd: '2026-05-10', plannedHours: 40, candidateHours: 40, limitHours: 30 },
    });
    expect(finding.message).toBe(
      "In week 2026-W19 (2026-05-04 to 2026-05-10) 40 h are planned, more than the employee's 30 contractual weekly hours.",
    );
  });

  it('counts at most five days of an assignment per week, so a full week at 8 h/day plans 40 h', () => {
    expect(checkWorkingHours(makeFacts({ candidate: { endDate: '2026-05-10' }, employee: { weeklyHours: null } }))).toEqual([]);
  });

  it('reports a full week at 10 h/day (50 h) over the legal 48 h', () => {
    const facts = makeFacts({ candidate: { endDate: '2026-05-10', hoursPerDay: 10 }, employee: { weeklyHours: null } });
    const [finding] = checkWorkingHours(facts);
    expect(finding).toMatchObject({ code: 'LEGAL_WEEKLY_LIMIT_EXCEEDED', details: { plannedHours: 50, limitHours: 48 } });
    expect(finding.message).toBe(
      'In week 2026-W19 (2026-05-04 to 2026-05-10) 50 h are planned, more than the legal limit of 48 h per week.',
    );
  });

  it('adds other assignments on days of the same week outside the candidate range', () => {
    const facts = makeFacts({
      candidate: { startDate: '2026-05-07', endDate: '2026-05-08' },
      otherAssignments: [other({ id: 'a2', startDate: '2026-05-04', endDate: '2026-05-06', hoursPerDay: 10 })],
    });
    const [finding] = byCode(facts, 'WEEKLY_HOURS_EXCEEDED');
    expect(finding.details).toMatchObject({ plannedHours: 46, candidateHours: 16, limitHours: 40 });
    expect(finding.related).toEqual([{ type: 'assignment', id: 'a2' }]);
    expect(codes(facts)).toEqual(['WEEKLY_HOURS_EXCEEDED']);
  });

  it('reports only weeks the candidate range touches', () => {
    const facts = makeFacts({ otherAssignments: [other({ startDate: '2026-05-11', endDate: '2026-05-17', hoursPerDay: 12 })] });
    expect(checkWorkingHours(facts)).toEqual([]);
  });

  it('keeps 2026-12-28..2027-01-03 in one ISO week 2026-W53', () => {
    const facts = makeFacts({ candidate: { startDate: '2026-12-28', endDate: '2027-01-03', hoursPerDay: 10 }, employee: { weeklyHours: null } });
    const findings = checkWorkingHours(facts);
    expect(findings).toHaveLength(1);
    expect(findings[0].details).toMatchObject({ week: '2026-W53', weekStart: '2026-12-28', weekEnd: '2027-01-03', plannedHours: 50 });
  });

  it('splits a range over the year boundary into its ISO weeks', () => {
    const facts = makeFacts({ candidate: { startDate: '2026-12-31', endDate: '2027-01-05', hoursPerDay: 10 }, employee: { weeklyHours: 15 } });
    expect(byCode(facts, 'WEEKLY_HOURS_EXCEEDED').map((f) => [f.details.week, f.details.plannedHours])).toEqual([
      ['2026-W53', 40],
      ['2027-W01', 20],
    ]);
  });
});

describe('checkWorkingHours — daily limit', () => {
  it('allows exactly 10 h and reports more for the candidate alone', () => {
    expect(byCode(makeFacts({ candidate: { hoursPerDay: 10 }, employee: { weeklyHours: null } }), 'DAILY_LIMIT_EXCEEDED')).toEqual([]);
    const [finding] = byCode(makeFacts({ candidate: { hoursPerDay: 10.5 } }), 'DAILY_LIMIT_EXCEEDED');
    expect(finding.message).toBe('The assignment plans 10.5 h per day, more than the daily limit of 10 h.');
    expect(finding.details).toMatchObject({ hoursPerDay: 10.5, limitHours: 10 });
  });

  it('reports days on which the hours of all assignments add up to more than 10 h', () => {
    const facts = makeFacts({
      candidate: { hoursPerDay: 6 },
      otherAssignments: [other({ id: 'a2', startDate: '2026-05-06', endDate: '2026-05-07', hoursPerDay: 5 })],
    });
    const [finding] = byCode(facts, 'DAILY_LIMIT_EXCEEDED');
    expect(finding.details.days).toEqual([{ date: '2026-05-06', hours: 11 }, { date: '2026-05-07', hours: 11 }]);
    expect(finding.related).toEqual([{ type: 'order', id: 'o1' }, { type: 'assignment', id: 'a2' }]);
    expect(finding.message).toBe(
      'Together with other assignments the employee would work more than 10 h a day on 2 day(s) from 2026-05-06 to 2026-05-07 (up to 11 h on 2026-05-06).',
    );
  });
});
