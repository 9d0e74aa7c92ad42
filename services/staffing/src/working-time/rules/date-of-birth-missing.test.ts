import { dateOfBirthMissing } from './date-of-birth-missing';
import { duty, facts, run } from './rules.fixture';

describe('DATE_OF_BIRTH_MISSING', () => {
  it('says that the youth rules are not checkable without a date of birth', () => {
    const [f] = run(dateOfBirthMissing, facts({ employee: { dateOfBirth: null }, candidate: [duty('2026-05-04', '06:00', '14:00')] }));
    expect(f.text.en).toBe('Youth employment rules not checkable: no date of birth is recorded for Anna Müller.');
  });

  it('no finding with a date of birth', () => {
    expect(run(dateOfBirthMissing, facts({ candidate: [duty('2026-05-04', '06:00', '14:00')] }))).toEqual([]);
  });
});
