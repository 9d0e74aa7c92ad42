import { facilityState, holidayOn, publicHolidays } from './public-holidays';

describe('public holidays per federal state', () => {
  it('Fronleichnam is a holiday in Bavaria, not in Berlin; Reformationstag in Saxony, not Bavaria', () => {
    expect(holidayOn('2027-05-27', 'BY')).toBe('Fronleichnam');
    expect(holidayOn('2027-05-27', 'BE')).toBeUndefined();
    expect(holidayOn('2027-10-31', 'SN')).toBe('Reformationstag');
    expect(holidayOn('2027-10-31', 'BY')).toBeUndefined();
  });

  it('nationwide holidays without a state; the day before and after are no holidays', () => {
    expect(holidayOn('2027-10-03', null)).toBe('Tag der Deutschen Einheit');
    expect(holidayOn('2027-10-02', null)).toBeUndefined();
    expect(holidayOn('2027-10-04', null)).toBeUndefined();
  });

  it('caches one calendar per state and year', () => {
    expect(publicHolidays('BY', 2027)).toBe(publicHolidays('BY', 2027));
  });

  it('takes the recorded state, else the postal code', () => {
    const f = { id: 'f1', name: 'Haus', state: 'SN', postalCode: '80331' };
    expect(facilityState(f)).toBe('SN');
    expect(facilityState({ ...f, state: null })).toBe('BY');
    expect(facilityState({ ...f, state: null, postalCode: null })).toBeNull();
  });
});
