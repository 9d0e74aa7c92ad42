import { groupByDays, type DayFinding, type DayGrouping } from './group-findings';
import { byDays } from './messages/by-days';
import type { Locale, PlannedDuty, RuleFinding } from './types';

const duty = (date: string): PlannedDuty => ({ assignmentId: 'a2', orderId: 'o2', orderLabel: 'Spät', facilityId: 'f2', facilityName: 'Haus Linde', date, start: '13:00', end: '21:00', breakMinutes: 30 });

/** A day's finding as a rule states it: the other assignment it is about, its hours. */
function day(date: string, hours: number, assignment = 'a2'): DayFinding<number> {
  return {
    date,
    finding: {
      code: 'X', params: { date, hours },
      related: [{ type: 'employee', id: 'e1', label: 'Anna' }, { type: 'assignment', id: assignment, label: `${date} 13:00–21:00, Haus Linde, Auftrag Spät` }],
      details: { date, hours, limitHours: 10 },
    },
    duties: [{ ...duty(date), assignmentId: assignment }],
    data: hours,
  };
}

const grouping: DayGrouping<number> = {
  shared: ['limitHours'],
  weight: (f) => f.data,
  group: (group) => ({ params: { count: group.length }, ownRemedy: false, details: { maxHours: Math.max(...group.map((f) => f.data)) } }),
};

/** The message of 'X' in one language: a day's own words; several days' count, the remedy the days'. */
const message = (l: Locale) =>
  byDays<{ date: string; hours: number }, { count: number }>(
    l,
    (p) => (l === 'de' ? { message: `Am ${p.date}: ${p.hours} h`, remedy: `${p.hours} h streichen.` } : { message: `On ${p.date}: ${p.hours} h`, remedy: `Remove ${p.hours} h.` }),
    (g, on) => ({ message: `${on}: ${g.count}`, remedy: null }),
  );
const words = (f: RuleFinding) => {
  const [de, en] = [message('de')(f.params as never), message('en')(f.params as never)];
  return { text: { de: de.message, en: en.message }, remedy: de.remedy === null || en.remedy === null ? null : { de: de.remedy, en: en.remedy } };
};

describe('one finding per rule and run of days', () => {
  it('a finding on one day alone is returned as the rule stated it', () => {
    const only = day('2027-05-03', 2);
    expect(groupByDays([only], grouping)).toEqual([only.finding]);
  });

  it('the same records on several days: one finding, the dates, the shared details once, each day\'s numbers in days', () => {
    const [f, ...rest] = groupByDays([day('2027-05-04', 3), day('2027-05-03', 2), day('2027-05-05', 2)], grouping);
    expect(rest).toEqual([]);
    expect(words(f).text.de).toBe('an 3 Tagen (03.05.–05.05.2027): 3');
    expect(f.details).toEqual({
      dates: ['2027-05-03', '2027-05-04', '2027-05-05'], limitHours: 10, maxHours: 3,
      days: [{ date: '2027-05-03', hours: 2 }, { date: '2027-05-04', hours: 3 }, { date: '2027-05-05', hours: 2 }],
    });
    // The days' remedies differ: the worst day's, naming it.
    expect(words(f).remedy).toEqual({ de: 'Am 04.05.2027 (am stärksten betroffen): 3 h streichen.', en: 'On 2027-05-04 (most affected): Remove 3 h.' });
    // Each record once; the assignment's label names its dates instead of one.
    expect(f.related).toEqual([{ type: 'employee', id: 'e1', label: 'Anna' }, { type: 'assignment', id: 'a2', label: '03.05.–05.05.2027 13:00–21:00, Haus Linde, Auftrag Spät' }]);
  });

  it('the remedy all days agree on is kept as it is', () => {
    expect(words(groupByDays([day('2027-05-03', 2), day('2027-05-05', 2)], grouping)[0]).remedy).toEqual({ de: '2 h streichen.', en: 'Remove 2 h.' });
  });

  it('other records stay apart, in the order of their first day', () => {
    const found = groupByDays([day('2027-05-03', 2, 'a3'), day('2027-05-03', 2), day('2027-05-04', 2, 'a3')], grouping);
    expect(found.map((f) => [f.related[1].id, f.details.dates ?? f.details.date])).toEqual([['a3', ['2027-05-03', '2027-05-04']], ['a2', '2027-05-03']]);
  });
});
