import { datesListIn, onDatesIn } from './date-list';
import type { Locale } from './types';

/** A date wording in both languages, as the findings of each language read it. */
const both = (words: (dates: string[], l: Locale) => string) => (dates: string[]) => ({ de: words(dates, 'de'), en: words(dates, 'en') });
const onDates = both(onDatesIn);
const datesList = both(datesListIn);

describe('dates in findings, compactly', () => {
  it('one date: "am 03.05.2027" / "on 2027-05-03"', () => {
    expect(onDates(['2027-05-03'])).toEqual({ de: 'am 03.05.2027', en: 'on 2027-05-03' });
  });

  it('consecutive days are one range, the year once', () => {
    expect(onDates(['2027-05-04', '2027-05-03', '2027-05-06', '2027-05-05'])).toEqual({
      de: 'an 4 Tagen (03.05.–06.05.2027)', en: 'on 4 days (2027-05-03 to 2027-05-06)',
    });
  });

  it('with a gap: a list; two neighbouring days are listed, not a range; duplicates count once', () => {
    expect(datesList(['2027-05-03', '2027-05-04', '2027-05-04', '2027-05-07', '2027-05-08', '2027-05-09'])).toEqual({
      de: '03.05., 04.05. und 07.05.–09.05.2027', en: '2027-05-03, 2027-05-04 and 2027-05-07 to 2027-05-09',
    });
  });

  it('across a new year each year is named', () => {
    expect(datesList(['2026-12-30', '2026-12-31', '2027-01-01'])).toEqual({ de: '30.12.2026–01.01.2027', en: '2026-12-30 to 2027-01-01' });
  });

  it('at most 4 parts: beyond that the rest is counted', () => {
    const dates = ['2027-05-03', '2027-05-05', '2027-05-07', '2027-05-09', '2027-05-11', '2027-05-13'];
    expect(datesList(dates)).toEqual({ de: '03.05., 05.05., 07.05.2027 und 3 weitere Tage', en: '2027-05-03, 2027-05-05, 2027-05-07 and 3 more days' });
    expect(datesList(dates.slice(0, 4)).de).toBe('03.05., 05.05., 07.05. und 09.05.2027');
    expect(datesList(dates.slice(0, 5)).de).toBe('03.05., 05.05., 07.05.2027 und 2 weitere Tage');
  });
});
