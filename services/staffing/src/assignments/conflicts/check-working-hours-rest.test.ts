import { checkWorkingHours } from './check-working-hours';
import { makeFacts, other } from './conflict-facts.fixture';

type Facts = ReturnType<typeof makeFacts>;
const byCode = (facts: Facts, code: string) => checkWorkingHours(facts).filter((f) => f.code === code);

describe('checkWorkingHours — rest period', () => {
  const early = { shiftStart: '06:00', shiftEnd: '14:00' };

  it('reports less than 11 h after a shift of another assignment on the previous day', () => {
    const facts = makeFacts({
      candidate: early,
      otherAssignments: [other({ id: 'a2', startDate: '2026-05-01', endDate: '2026-05-03', shiftStart: '14:00', shiftEnd: '22:00' })],
    });
    const [finding] = byCode(facts, 'REST_PERIOD_VIOLATED');
    expect(finding).toMatchObject({
      related: [{ type: 'assignment', id: 'a2' }, { type: 'order', id: 'o2' }],
      details: {
        counterpartAssignmentId: 'a2', restHours: 8, overlapping: false, minimumRestHours: 11,
        previousShiftEnd: '2026-05-03 22:00', nextShiftStart: '2026-05-04 06:00', dates: ['2026-05-04'],
      },
    });
    expect(finding.message).toBe(
      'Only 8 h of rest with assignment a2 (order o2): a shift ends 2026-05-03 22:00 and the next starts 2026-05-04 06:00 ' +
        '(minimum 11 h); 1 day(s) affected from 2026-05-04.',
    );
  });

  it('accepts exactly 11 h of rest', () => {
    const facts = makeFacts({
      candidate: early,
      otherAssignments: [other({ startDate: '2026-05-03', endDate: '2026-05-03', shiftStart: '11:00', shiftEnd: '19:00' })],
    });
    expect(byCode(facts, 'REST_PERIOD_VIOLATED')).toEqual([]);
  });

  it('handles a night shift crossing midnight before the candidate', () => {
    const night = other({ id: 'a2', startDate: '2026-05-01', endDate: '2026-05-03', shiftStart: '22:00', shiftEnd: '06:00' });
    const tooSoon = makeFacts({ candidate: { shiftStart: '14:00', shiftEnd: '22:00' }, otherAssignments: [night] });
    expect(byCode(tooSoon, 'REST_PERIOD_VIOLATED')[0].details).toMatchObject({
      restHours: 8, previousShiftEnd: '2026-05-04 06:00', nextShiftStart: '2026-05-04 14:00',
    });
    const fine = makeFacts({ candidate: { shiftStart: '18:00', shiftEnd: '02:00' }, otherAssignments: [night] });
    expect(byCode(fine, 'REST_PERIOD_VIOLATED')).toEqual([]);
  });

  it('accepts consecutive night shifts of the candidate and reports too-long own shifts once', () => {
    expect(byCode(makeFacts({ candidate: { shiftStart: '22:00', shiftEnd: '06:00' } }), 'REST_PERIOD_VIOLATED')).toEqual([]);
    const findings = byCode(makeFacts({ candidate: { shiftStart: '06:00', shiftEnd: '22:00' } }), 'REST_PERIOD_VIOLATED');
    expect(findings).toHaveLength(1);
    expect(findings[0].related).toEqual([]);
    expect(findings[0].details).toMatchObject({
      counterpartAssignmentId: null, restHours: 8, dates: ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07'],
    });
    expect(findings[0].message).toContain('between consecutive shifts of this assignment');
  });

  it('reports a short gap and an overlap in time on the same day', () => {
    const gap = makeFacts({
      candidate: { shiftStart: '14:00', shiftEnd: '18:00', hoursPerDay: 4 },
      otherAssignments: [other({ startDate: '2026-05-06', endDate: '2026-05-06', shiftStart: '06:00', shiftEnd: '10:00', hoursPerDay: 4 })],
    });
    expect(byCode(gap, 'REST_PERIOD_VIOLATED')[0].details).toMatchObject({ restHours: 4, overlapping: false, dates: ['2026-05-06'] });

    const clash = makeFacts({
      candidate: { shiftStart: '08:00', shiftEnd: '12:00', hoursPerDay: 4 },
      otherAssignments: [other({ startDate: '2026-05-06', endDate: '2026-05-06', shiftStart: '10:00', shiftEnd: '14:00', hoursPerDay: 4 })],
    });
    const [finding] = byCode(clash, 'REST_PERIOD_VIOLATED');
    expect(finding.details).toMatchObject({ restHours: 0, overlapping: true });
    expect(finding.message).toMatch(/^Shifts overlap in time with assignment a2/);
  });

  it('skips the rest check when shift times are unknown on either side', () => {
    const otherShift = other({ startDate: '2026-05-03', endDate: '2026-05-03', shiftStart: '14:00', shiftEnd: '22:00' });
    expect(byCode(makeFacts({ otherAssignments: [otherShift] }), 'REST_PERIOD_VIOLATED')).toEqual([]);
    const noTimes = other({ startDate: '2026-05-03', endDate: '2026-05-03' });
    expect(byCode(makeFacts({ candidate: early, otherAssignments: [noTimes] }), 'REST_PERIOD_VIOLATED')).toEqual([]);
  });
});
