import { contractHours } from './contract-hours';
import { daily, duty, facts, other, run } from './rules.fixture';

describe('CONTRACT_HOURS_EXCEEDED', () => {
  const employee = { weeklyHours: 40 };

  it('issue case: Frühdienst 06:00–14:30 with 30 min break Mon–Fri is 40 h net, within a 40 h contract', () => {
    expect(run(contractHours, facts({ employee, candidate: daily(duty, '2026-05-04', 5, '06:00', '14:30', 30) }))).toEqual([]);
  });

  it('40.5 h exceed a 40 h contract and name the remedy; 39.5 h do not', () => {
    const week = daily(duty, '2026-05-04', 5, '06:00', '14:30', 30);
    const [f] = run(contractHours, facts({ employee, candidate: week, others: [other('2026-05-09', '10:00', '10:30')] }));
    expect(f.details).toMatchObject({ week: '2026-W19', plannedHours: 40.5, contractHours: 40, excessHours: 0.5 });
    expect(f.remedy?.en).toBe('Remove 0.5 h in week 19 of 2026 (2026-05-04 to 2026-05-10).');
    expect(run(contractHours, facts({ employee: { weeklyHours: 40.5 }, candidate: week, others: [other('2026-05-09', '10:00', '10:30')] }))).toEqual([]);
  });

  it('no contract hours recorded: no finding', () => {
    expect(run(contractHours, facts({ candidate: daily(duty, '2026-05-04', 7, '06:00', '18:00') }))).toEqual([]);
  });
});
