import { checkOrderHeadcount, orderHeadcount } from './check-order-headcount';
import { makeFacts, words } from './conflict-facts.fixture';

const taken = (id: string, startDate: string, endDate: string, employeeName = 'Ben Kaya') => ({ id, startDate, endDate, employeeName });

describe('ORDER_HEADCOUNT_EXCEEDED', () => {
  it('no finding while every day has a place left (the first assignment, or days of the others not met)', () => {
    expect(checkOrderHeadcount(makeFacts())).toEqual([]);
    expect(checkOrderHeadcount(makeFacts({ sameOrder: [taken('a2', '2026-05-09', '2026-05-12')] }))).toEqual([]);
    expect(checkOrderHeadcount(makeFacts({ order: { headcount: 2 }, sameOrder: [taken('a2', '2026-05-01', '2026-05-31')] }))).toEqual([]);
  });

  it('names the days beyond the headcount, the counts and the assignments already there, in German and English', () => {
    const [f] = checkOrderHeadcount(makeFacts({ sameOrder: [taken('a2', '2026-05-01', '2026-05-05'), taken('a3', '2026-05-10', '2026-05-20', 'Cem Ak')] }));
    expect(f.code).toBe('ORDER_HEADCOUNT_EXCEEDED');
    expect(orderHeadcount.check).toBe('overlap');
    expect(words(f).text.de).toBe('Auftrag 2026-05-01 – 2026-05-31 (Haus Sonne) fragt 1 Person je Tag an; an 2 Tagen (04.05. und 05.05.2026) wären mit diesem Einsatz 2 eingeplant (schon eingeplant: Ben Kaya).');
    expect(words(f).text.en).toBe('Order 2026-05-01 – 2026-05-31 (Haus Sonne) asks for 1 person a day; on 2 days (2026-05-04 and 2026-05-05) this assignment would make it 2 (already assigned: Ben Kaya).');
    expect(words(f).remedy?.en).toContain('raise the order');
    expect(f.details).toEqual({
      headcount: 1, dates: ['2026-05-04', '2026-05-05'], maxAssigned: 2, otherAssignmentIds: ['a2'],
      days: [{ date: '2026-05-04', assigned: 2 }, { date: '2026-05-05', assigned: 2 }],
    });
    expect(f.related).toEqual([
      { type: 'order', id: 'o1', label: '2026-05-01 – 2026-05-31' },
      { type: 'facility', id: 'f1', label: 'Haus Sonne' },
      { type: 'assignment', id: 'a2', label: 'Ben Kaya, 01.05.2026–05.05.2026' },
    ]);
  });

  it('counts per day: headcount 2 is exceeded only where two others meet the candidate', () => {
    const [f] = checkOrderHeadcount(makeFacts({ order: { headcount: 2 }, sameOrder: [taken('a2', '2026-05-01', '2026-05-06'), taken('a3', '2026-05-06', '2026-05-31', 'Cem Ak')] }));
    expect(f.details.dates).toEqual(['2026-05-06']);
    expect(words(f).text.en).toContain('on 2026-05-06 this assignment would make it 3 (already assigned: Ben Kaya, Cem Ak)');
  });
});
