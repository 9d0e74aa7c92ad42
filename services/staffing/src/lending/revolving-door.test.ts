import { leftWithinSixMonths, revolvingDoorEmployment } from './revolving-door';

describe('revolving door: left the client within the six months before the lending', () => {
  const employed = { from: '2025-04-01', to: '2027-12-31' };

  it('exactly six months between exit and lending: not caught', () => {
    expect(leftWithinSixMonths('2027-12-31', '2028-07-01')).toBe(false);
    expect(revolvingDoorEmployment([employed], '2028-07-01')).toBeNull();
  });

  it('one day less: caught', () => {
    expect(leftWithinSixMonths('2027-12-31', '2028-06-30')).toBe(true);
    expect(revolvingDoorEmployment([employed], '2028-06-30')).toEqual(employed);
  });

  it('one day more: not caught', () => {
    expect(leftWithinSixMonths('2027-12-31', '2028-07-02')).toBe(false);
  });

  it('counted in BGB months from the day after the exit: a 31st and February', () => {
    // Exit 30.08.2027: six months from 31.08.2027 end 29.02.2028 (no 31st; leap year), in 2027 on 28.02.
    expect(leftWithinSixMonths('2027-08-30', '2028-02-29')).toBe(true);
    expect(leftWithinSixMonths('2027-08-30', '2028-03-01')).toBe(false);
    expect(leftWithinSixMonths('2026-08-30', '2027-02-28')).toBe(true);
    expect(leftWithinSixMonths('2026-08-30', '2027-03-01')).toBe(false);
  });

  it('the next day after the exit and an employment still running at the lending are caught', () => {
    expect(revolvingDoorEmployment([employed], '2028-01-01')).toEqual(employed);
    expect(revolvingDoorEmployment([{ from: '2027-01-01', to: '2028-03-31' }], '2028-02-01')).not.toBeNull();
  });

  it('employment only after the lending started, or none: not caught; of several, the latest', () => {
    expect(revolvingDoorEmployment([{ from: '2028-08-01', to: '2028-12-31' }], '2028-07-01')).toBeNull();
    expect(revolvingDoorEmployment([], '2028-07-01')).toBeNull();
    const earlier = { from: '2020-01-01', to: '2027-11-30' };
    const later = { from: '2027-12-15', to: '2028-02-15' };
    expect(revolvingDoorEmployment([later, earlier], '2028-03-01')).toEqual(later);
  });
});
