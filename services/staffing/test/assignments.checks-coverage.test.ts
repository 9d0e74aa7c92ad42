import { beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, preview, publishContract, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('checks_coverage');
beforeEach(async () => {
  await setSeverities(h, { contractCoverage: 'Warning' });
});

const week = { startDate: '2026-05-04', endDate: '2026-05-08' };

describe('contract-coverage check', () => {
  test('when an open-ended active contract started before the range, then it covers it', async () => {
    const { order, employee } = await world(h);
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...week })).body).toEqual({ canSave: true, findings: [] });
  });

  test('when the contract ends on the last day of the range, then it still covers it', async () => {
    const { facility, order, employee } = await world(h, { contract: false });
    await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-05-04', validTo: '2026-05-08' });
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...week })).body.findings).toEqual([]);
  });

  test('when the contract ends the day before the last day, then the assignment is saved with a Warning by default', async () => {
    const { facility, order, employee } = await world(h, { contract: false });
    const contract = await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-01-01', validTo: '2026-05-07' });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['contractCoverage:CONTRACT_COVERAGE_MISSING:Warning']);
    expect(res.body.warnings[0].related).toContainEqual(expect.objectContaining({ type: 'contract', id: contract.id }));
  });

  test('when only a draft contract exists and coverage is an Error, then the assignment is refused', async () => {
    await setSeverities(h, { contractCoverage: 'Error' });
    const { facility, order, employee } = await world(h, { contract: false });
    await publishContract(h, 'created', { facilityId: facility.id, status: 'Draft' });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(409);
    expect(summary(res.body.findings)).toEqual(['contractCoverage:CONTRACT_COVERAGE_MISSING:Error']);
  });

  test('when facilities activates the contract, then the coverage finding disappears', async () => {
    const { facility, order, employee } = await world(h, { contract: false });
    const draft = await publishContract(h, 'created', { facilityId: facility.id, status: 'Draft' });
    const body = { orderId: order.id, employeeId: employee.id, ...week };
    expect(summary((await preview(h, body)).body.findings)).toEqual(['contractCoverage:CONTRACT_COVERAGE_MISSING:Warning']);
    await publishContract(h, 'updated', { ...draft, status: 'Active', version: 2 });
    expect((await preview(h, body)).body).toEqual({ canSave: true, findings: [] });
  });

  test('when the covering contract is moved to the trash in facilities, then it no longer covers until it is restored', async () => {
    const { facility, order, employee } = await world(h, { contract: false });
    const contract = await publishContract(h, 'created', { facilityId: facility.id });
    const body = { orderId: order.id, employeeId: employee.id, ...week };
    await publishContract(h, 'deleted', { ...contract, version: 1 });
    expect(summary((await preview(h, body)).body.findings)).toEqual(['contractCoverage:CONTRACT_COVERAGE_MISSING:Warning']);
    await publishContract(h, 'restored', { ...contract, version: 1 });
    expect((await preview(h, body)).body.findings).toEqual([]);
  });
});
