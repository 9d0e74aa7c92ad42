import { shiftKindOf } from './shift-kinds';

describe('shiftKindOf', () => {
  it.each([
    ['03:59', 'night'],
    ['04:00', 'early'],
    ['06:00', 'early'],
    ['11:59', 'early'],
    ['12:00', 'late'],
    ['14:00', 'late'],
    ['19:59', 'late'],
    ['20:00', 'night'],
    ['22:00', 'night'],
    ['23:59', 'night'],
    ['00:00', 'night'],
  ])('a duty starting at %s is %s', (start, kind) => {
    expect(shiftKindOf(start)).toBe(kind);
  });

  it.each(['24:00', '4:00', '12:60', '', '06:00:00'])('refuses %j, which is no time HH:MM', (start) => {
    expect(() => shiftKindOf(start)).toThrow(/HH:MM/);
  });
});
