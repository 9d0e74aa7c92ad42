import { makeFacts } from './conflict-facts.fixture';
import { validateAssignmentRange } from './validate-assignment-range';

describe('validateAssignmentRange', () => {
  it('accepts a range inside the order period, including its first and last day', () => {
    expect(validateAssignmentRange(makeFacts())).toEqual({ ok: true });
    expect(validateAssignmentRange(makeFacts({ candidate: { startDate: '2026-05-01', endDate: '2026-05-31' } }))).toEqual({ ok: true });
    expect(validateAssignmentRange(makeFacts({ candidate: { startDate: '2026-05-08', endDate: '2026-05-08' } }))).toEqual({ ok: true });
  });

  it('rejects a range ending before it starts', () => {
    expect(validateAssignmentRange(makeFacts({ candidate: { startDate: '2026-05-08', endDate: '2026-05-07' } }))).toEqual({
      ok: false, code: 'INVALID_RANGE', message: 'The assignment ends on 2026-05-07, before it starts on 2026-05-08.',
    });
  });

  it('rejects a cancelled order', () => {
    expect(validateAssignmentRange(makeFacts({ order: { status: 'Cancelled' } }))).toMatchObject({ ok: false, code: 'ORDER_CANCELLED' });
  });

  it('rejects a range outside the order period', () => {
    expect(validateAssignmentRange(makeFacts({ candidate: { startDate: '2026-04-30' } }))).toEqual({
      ok: false,
      code: 'OUTSIDE_ORDER_RANGE',
      message: 'The assignment period 2026-04-30 to 2026-05-08 lies outside the order period 2026-05-01 to 2026-05-31.',
    });
    expect(validateAssignmentRange(makeFacts({ candidate: { endDate: '2026-06-01' } }))).toMatchObject({ code: 'OUTSIDE_ORDER_RANGE' });
  });

  it('treats an order without end date as open-ended', () => {
    expect(validateAssignmentRange(makeFacts({ order: { endDate: null }, candidate: { endDate: '2030-01-01' } }))).toEqual({ ok: true });
    expect(validateAssignmentRange(makeFacts({ order: { endDate: null }, candidate: { startDate: '2026-04-01' } }))).toMatchObject({
      message: 'The assignment period 2026-04-01 to 2026-05-08 lies outside the order period from 2026-05-01.',
    });
  });
});
