import { describe, expect, test } from '@jest/globals';
import { AppError } from '@cs/service-kit';
import { candidateWindow } from './candidate-window';

const order = { startDate: '2026-12-01', endDate: '2026-12-10', headcount: 2 };
const twice = (startDate: string, endDate: string) => [{ startDate, endDate }, { startDate, endDate }];

describe('the window candidates are checked for', () => {
  test.each([
    ['before the order: the whole order', '2026-11-20', [], { from: '2026-12-01', to: '2026-12-10', filled: false, someDayFull: false }],
    ['during the order: from today', '2026-12-04', [], { from: '2026-12-04', to: '2026-12-10', filled: false, someDayFull: false }],
    ['after the order: the whole order', '2026-12-20', [], { from: '2026-12-01', to: '2026-12-10', filled: false, someDayFull: false }],
    ['first and last days full: the open days between', '2026-11-20', [...twice('2026-12-01', '2026-12-03'), ...twice('2026-12-09', '2026-12-10')], { from: '2026-12-04', to: '2026-12-08', filled: false, someDayFull: false }],
    ['one place open on a day counts as open', '2026-11-20', [{ startDate: '2026-12-01', endDate: '2026-12-10' }], { from: '2026-12-01', to: '2026-12-10', filled: false, someDayFull: false }],
    ['a full day between open ones: the first run of open days', '2026-11-20', twice('2026-12-04', '2026-12-04'), { from: '2026-12-01', to: '2026-12-03', filled: false, someDayFull: false }],
    ['every place taken: the rest, filled', '2026-12-05', twice('2026-12-01', '2026-12-10'), { from: '2026-12-05', to: '2026-12-10', filled: true, someDayFull: true }],
  ])('when nothing is given and today is %s', (_what, today, ranges, expected) => {
    expect(candidateWindow(order, ranges, today, {})).toEqual(expected);
  });

  test('when from and to are given inside the order, then they are the window, filled or not', () => {
    expect(candidateWindow(order, twice('2026-12-01', '2026-12-03'), '2026-11-20', { from: '2026-12-02', to: '2026-12-03' })).toEqual({ from: '2026-12-02', to: '2026-12-03', filled: true, someDayFull: true });
    expect(candidateWindow(order, twice('2026-12-01', '2026-12-03'), '2026-11-20', { from: '2026-12-03', to: '2026-12-05' })).toEqual({ from: '2026-12-03', to: '2026-12-05', filled: false, someDayFull: true });
    expect(candidateWindow(order, [], '2026-11-20', { to: '2026-12-05' })).toEqual({ from: '2026-12-01', to: '2026-12-05', filled: false, someDayFull: false });
  });

  test.each([
    [{ from: '2026-11-30' }, 'query.from'],
    [{ to: '2026-12-11' }, 'query.to'],
    [{ from: '2026-12-05', to: '2026-12-04' }, 'query.to'],
  ])('when %j is given, then 400 names %s', (query, field) => {
    try {
      candidateWindow(order, [], '2026-11-20', query);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(Object.keys((error as AppError).extra.errors ?? {})).toEqual([field]);
    }
  });
});
