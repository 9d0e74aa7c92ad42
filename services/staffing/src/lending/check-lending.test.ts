import { checkLending, type LendingCheckInput } from './check-lending';

const range = (from: string, to: string) => ({ from, to });
const codes = (input: LendingCheckInput) => checkLending(input).map((f) => f.code);
const finding = (input: LendingCheckInput, code: string) => checkLending(input).find((f) => f.code === code);

describe('AUEG_MAX_DURATION: 18 months', () => {
  const lendings = [range('2027-01-01', '2028-05-31')];

  it('the issue: lent all of 2027, then January to September 2028 → beyond 30.06.2028, an Error', () => {
    const f = finding({ candidate: range('2028-01-01', '2028-09-30'), lendings: [range('2027-01-01', '2027-12-31')] }, 'AUEG_MAX_DURATION');
    expect(f).toEqual({
      code: 'AUEG_MAX_DURATION', legalSource: 'AÜG §1 Abs. 1b',
      countingPeriods: [range('2027-01-01', '2028-09-30')], interruptions: [], reset: null,
      maxMonths: 18, lastLawfulDay: '2028-06-30', daysBeyond: range('2028-07-01', '2028-09-30'),
    });
  });

  it('ending on the last lawful day: no finding; a day before: none; a day after: the one day beyond', () => {
    expect(codes({ candidate: range('2028-06-01', '2028-06-30'), lendings })).not.toContain('AUEG_MAX_DURATION');
    expect(codes({ candidate: range('2028-06-01', '2028-06-29'), lendings })).not.toContain('AUEG_MAX_DURATION');
    const f = finding({ candidate: range('2028-06-01', '2028-07-01'), lendings }, 'AUEG_MAX_DURATION');
    expect(f).toMatchObject({ lastLawfulDay: '2028-06-30', daysBeyond: range('2028-07-01', '2028-07-01') });
  });

  it('a candidate wholly after the limit: all its days are beyond', () => {
    const f = finding({ candidate: range('2028-08-01', '2028-08-10'), lendings: [range('2027-01-01', '2028-07-31')] }, 'AUEG_MAX_DURATION');
    expect(f).toMatchObject({ daysBeyond: range('2028-08-01', '2028-08-10') });
  });

  it('a longer maximum for the client moves the limit; lendings after the candidate do not count', () => {
    expect(codes({ candidate: range('2028-06-01', '2028-07-01'), lendings, limits: { maxMonths: 24 } })).not.toContain('AUEG_MAX_DURATION');
    expect(codes({ candidate: range('2027-03-01', '2027-03-31'), lendings: [range('2027-04-01', '2029-12-31')] })).toEqual([]);
  });
});

describe('interruptions at the three-month boundary', () => {
  const lendings = [range('2027-01-01', '2028-03-31')];

  it('exactly three months between: the lendings add up, the limit is 29.09.2028', () => {
    const f = finding({ candidate: range('2028-07-01', '2028-12-31'), lendings }, 'AUEG_MAX_DURATION');
    expect(f).toMatchObject({
      lastLawfulDay: '2028-09-29', reset: null,
      countingPeriods: [range('2027-01-01', '2028-03-31'), range('2028-07-01', '2028-12-31')],
      interruptions: [range('2028-04-01', '2028-06-30')],
    });
  });

  it('one day less between: they add up too', () => {
    expect(finding({ candidate: range('2028-06-30', '2028-12-31'), lendings }, 'AUEG_MAX_DURATION')).toMatchObject({ lastLawfulDay: '2028-09-28' });
  });

  it('one day more: the count starts afresh, no finding for the candidate', () => {
    expect(codes({ candidate: range('2028-07-02', '2028-12-31'), lendings })).toEqual([]);
  });

  it('after a reset the findings name it', () => {
    const f = finding({ candidate: range('2029-01-01', '2029-12-31'), lendings: [range('2026-01-01', '2026-06-30'), range('2028-01-01', '2028-12-31')] }, 'AUEG_EQUAL_PAY');
    expect(f).toMatchObject({ reset: range('2026-07-01', '2027-12-31'), equalPayFrom: '2028-10-01', countingPeriods: [range('2028-01-01', '2029-12-31')] });
  });
});

describe('AUEG_EQUAL_PAY: from the first day of the 10th month', () => {
  it('a candidate ending 30.09.2027 after lending from 01.01.2027: none; ending 01.10.2027: a Warning', () => {
    const lendings = [range('2027-01-01', '2027-08-31')];
    expect(codes({ candidate: range('2027-09-01', '2027-09-30'), lendings })).toEqual([]);
    expect(finding({ candidate: range('2027-09-01', '2027-10-01'), lendings }, 'AUEG_EQUAL_PAY')).toEqual({
      code: 'AUEG_EQUAL_PAY', legalSource: 'AÜG §8 Abs. 4',
      countingPeriods: [range('2027-01-01', '2027-10-01')], interruptions: [], reset: null,
      equalPayMonths: 9, equalPayFrom: '2027-10-01',
    });
  });

  it('up to 15 months for a client with a surcharge agreement', () => {
    const input = { candidate: range('2027-09-01', '2028-03-31'), lendings: [range('2027-01-01', '2027-08-31')], limits: { equalPayMonths: 15 } };
    expect(codes(input)).toEqual([]);
    expect(finding({ ...input, candidate: range('2027-09-01', '2028-04-01') }, 'AUEG_EQUAL_PAY')).toMatchObject({ equalPayFrom: '2028-04-01', equalPayMonths: 15 });
  });
});

describe('AUEG_REVOLVING_DOOR: left the client within six months', () => {
  const employedByClient = [range('2024-01-01', '2027-12-31')];

  it('one day less than six months between: a Warning naming the employment', () => {
    expect(checkLending({ candidate: range('2028-06-30', '2028-07-31'), lendings: [], employedByClient })).toEqual([
      { code: 'AUEG_REVOLVING_DOOR', legalSource: 'AÜG §8 Abs. 3', employment: employedByClient[0], lendingStart: '2028-06-30' },
    ]);
  });

  it('exactly six months, or a day more: none', () => {
    expect(codes({ candidate: range('2028-07-01', '2028-07-31'), lendings: [], employedByClient })).toEqual([]);
    expect(codes({ candidate: range('2028-07-02', '2028-07-31'), lendings: [], employedByClient })).toEqual([]);
  });

  it('measured to the first day of the lending the candidate continues', () => {
    const lendings = [range('2028-06-30', '2028-07-31')];
    expect(finding({ candidate: range('2028-08-01', '2028-08-31'), lendings, employedByClient }, 'AUEG_REVOLVING_DOOR')).toMatchObject({ lendingStart: '2028-06-30' });
  });
});

it('a candidate ending before it starts is refused', () => {
  expect(() => checkLending({ candidate: range('2028-02-01', '2028-01-31'), lendings: [] })).toThrow(RangeError);
});
