import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { countsWithWindow, lendingHeadroom } from './headroom';
import { freshCountFrom } from './periods';

/** A range of 1–400 days starting in 2026–2029. */
const range = fc.tuple(fc.integer({ min: 0, max: 1460 }), fc.integer({ min: 0, max: 399 })).map(([start, length]) => {
  const from = Temporal.PlainDate.from('2026-01-01').add({ days: start });
  return { from: from.toString(), to: from.add({ days: length }).toString() };
});

test('when no lending can count with the window, then the clock agrees: only the window counts, headroom 1', () => {
  fc.assert(
    fc.property(fc.array(range, { maxLength: 6 }), range, (lendings, window) => {
      if (countsWithWindow(lendings, window)) return;
      const h = lendingHeadroom(lendings, window);
      expect({ value: h.value, lentDays: h.lentDays }).toEqual({ value: 1, lentDays: h.windowDays });
    }),
    { numRuns: 2000 },
  );
});

test('when a lending ends exactly a fresh count before the window, then it cannot count; one day later it does', () => {
  const window = { from: '2028-07-05', to: '2028-07-31' };
  const end = '2028-04-01';
  expect(freshCountFrom(end)).toBe('2028-07-03');
  expect(countsWithWindow([{ from: '2028-01-01', to: end }], { ...window, from: '2028-07-03' })).toBe(false);
  expect(countsWithWindow([{ from: '2028-01-01', to: end }], { ...window, from: '2028-07-02' })).toBe(true);
  expect(lendingHeadroom([{ from: '2028-01-01', to: end }], { ...window, from: '2028-07-02' }).value).toBeLessThan(1);
  // A lending that starts after the window ends never counts for it.
  expect(countsWithWindow([{ from: '2028-08-01', to: '2028-09-01' }], window)).toBe(false);
});
