import { outsideEmployment } from './outside-employment';
import { daily, duty, facts, run } from './rules.fixture';

describe('OUTSIDE_EMPLOYMENT', () => {
  it('issue case: an exitDate before planned duties: the duties after it are named', () => {
    const [f] = run(outsideEmployment, facts({ employee: { exitDate: '2026-05-05' }, candidate: daily(duty, '2026-05-04', 4, '06:00', '14:00') }));
    expect(f.details).toEqual({ dates: ['2026-05-06', '2026-05-07'], entryDate: '2020-01-01', exitDate: '2026-05-05' });
  });

  it('the entry and exit days themselves are employed; the day before entry is not', () => {
    const employee = { entryDate: '2026-05-04', exitDate: '2026-05-04' };
    expect(run(outsideEmployment, facts({ employee, candidate: [duty('2026-05-04', '06:00', '14:00')] }))).toEqual([]);
    expect(run(outsideEmployment, facts({ employee, candidate: [duty('2026-05-03', '06:00', '14:00')] }))[0].details.dates).toEqual(['2026-05-03']);
  });
});
