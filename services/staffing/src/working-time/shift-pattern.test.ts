import { expandPattern, legacyPattern, type ShiftPattern } from './shift-pattern';

const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
const spaet = { start: '13:30', end: '22:00', breakMinutes: 30 };

describe('expandPattern', () => {
  it('Früh Mon–Fri, Spät at the weekend, off on Wednesday', () => {
    const pattern: ShiftPattern = { weekdays: { 1: frueh, 2: frueh, 3: null, 4: frueh, 5: frueh, 6: spaet, 7: spaet } };
    // 2026-05-04 is a Monday
    const duties = expandPattern(pattern, '2026-05-04', '2026-05-10');
    expect(duties.map((d) => `${d.date} ${d.start}`)).toEqual([
      '2026-05-04 06:00', '2026-05-05 06:00', '2026-05-07 06:00', '2026-05-08 06:00', '2026-05-09 13:30', '2026-05-10 13:30',
    ]);
    expect(duties[0]).toEqual({ date: '2026-05-04', start: '06:00', end: '14:30', breakMinutes: 30 });
  });

  it('applies per-date exceptions: a day off and another shift', () => {
    const pattern: ShiftPattern = {
      weekdays: { 1: frueh, 2: frueh },
      exceptions: { '2026-05-04': null, '2026-05-05': spaet, '2026-05-06': frueh },
    };
    expect(expandPattern(pattern, '2026-05-04', '2026-05-06').map((d) => `${d.date} ${d.start}`)).toEqual([
      '2026-05-05 13:30', '2026-05-06 06:00',
    ]);
  });

  it('a legacy order with only shift times is every day that shift', () => {
    const duties = expandPattern(legacyPattern('22:00', '06:00'), '2026-05-01', '2026-05-07');
    expect(duties).toHaveLength(7);
    // No break stated: the statutory one for 8 h of span (30 min: 7.5 h of work).
    expect(duties[6]).toEqual({ date: '2026-05-07', start: '22:00', end: '06:00', breakMinutes: 30 });
  });

  it('an empty range gives no duties', () => {
    expect(expandPattern(legacyPattern('06:00', '14:00'), '2026-05-02', '2026-05-01')).toEqual([]);
  });
});
