import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { lendingClock } from '../src/lending';
import { planningDay } from '../src/working-time/planning-zone';
import { Harness } from './support/harness';
import { lendingFixtures } from './support/lending';
import { setSeverities } from './support/fixtures';

const h = Harness.forFile('lending_clock');
const f = lendingFixtures(h);

// The clocks show lendings booked past the maximum too: the office here made that rule a Warning.
beforeAll(() => setSeverities(h, { rules: { AUEG_MAX_DURATION: 'Warning' } }));

const lending = (employeeId: string, asOf?: string, token?: string) =>
  h.call(`/api/employees/${employeeId}/lending${asOf ? `?asOf=${asOf}` : ''}`, token ? { token } : {});

describe('an employee’s lending clock per client', () => {
  test('the issue: lent all of 2027 and January to September 2028 to one home — one lending, last lawful day 30.06.2028', async () => {
    const client = await f.client('Sonnenhof Pflege');
    const home = await f.facility('Haus Sonnenhof', client);
    const anna = await f.employee('Anna');
    const first = await f.lend(home, anna, '2027-01-01', '2027-12-31');
    const second = await f.lend(home, anna, '2028-01-01', '2028-09-30');
    const core = lendingClock([{ from: '2027-01-01', to: '2027-12-31' }, { from: '2028-01-01', to: '2028-09-30' }]);
    expect(core).toMatchObject({ lastLawfulDay: '2028-06-30', equalPayFrom: '2027-10-01' });
    const res = await lending(anna, '2028-07-01');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      employeeId: anna,
      asOf: '2028-07-01',
      clients: [
        {
          client: { id: client, name: 'Sonnenhof Pflege', kind: 'client' },
          maxMonths: 18,
          maxMonthsNote: null,
          equalPayMonths: 9,
          equalPayNote: null,
          periods: [
            { from: '2027-01-01', to: '2027-12-31', source: 'assignment', recordId: first },
            { from: '2028-01-01', to: '2028-09-30', source: 'assignment', recordId: second },
          ],
          countingPeriods: [{ from: '2027-01-01', to: '2028-09-30' }],
          interruptions: [],
          reset: null,
          lentAsOf: { months: 18, days: 1 },
          lentPlanned: { months: 21, days: 0 },
          lendingUntil: '2028-09-30',
          lastLawfulDay: core?.lastLawfulDay,
          lastLawfulDayProjected: false,
          equalPayFrom: core?.equalPayFrom,
          equalPayFromProjected: false,
          freshCountFrom: core?.freshCountFrom,
          revolvingDoor: null,
        },
      ],
    });
    expect((await lending(anna, '2028-06-30')).body.clients[0].lentAsOf).toEqual({ months: 18, days: 0 });
  });

  test('two facilities of one client add up; a facility without a client is its own party', async () => {
    const client = await f.client('Diakonie Nord');
    const north = await f.facility('Haus Nord', client);
    const south = await f.facility('Haus Süd', client);
    const alone = await f.facility('Haus Allein');
    const berta = await f.employee('Berta');
    await f.lend(north, berta, '2027-01-01', '2027-06-30');
    await f.lend(south, berta, '2027-07-01', '2027-12-31');
    await f.lend(alone, berta, '2027-03-01', '2027-03-31');
    const { clients } = (await lending(berta, '2027-12-31')).body;
    expect(clients.map((c: { client: unknown }) => c.client)).toEqual([
      { id: client, name: 'Diakonie Nord', kind: 'client' },
      { id: alone, name: 'Haus Allein', kind: 'facility' },
    ]);
    expect(clients[0]).toMatchObject({ countingPeriods: [{ from: '2027-01-01', to: '2027-12-31' }], lentAsOf: { months: 12, days: 0 }, equalPayFrom: '2027-10-01' });
    expect(clients[1]).toMatchObject({ lentAsOf: { months: 1, days: 0 }, lendingUntil: '2027-03-31', lastLawfulDayProjected: true });
  });

  test('the client’s own limits and notes come from the replica', async () => {
    const client = await f.client('Metall-Pflege', { maxMonths: 24, maxMonthsNote: 'TV LeiZ', equalPayMonths: 15, equalPayNote: 'Branchenzuschlag' });
    const home = await f.facility('Haus Metall', client);
    const carla = await f.employee('Carla');
    await f.lend(home, carla, '2027-01-01', '2029-06-30');
    const [clock] = (await lending(carla, '2027-01-01')).body.clients;
    expect(clock).toMatchObject({ maxMonths: 24, maxMonthsNote: 'TV LeiZ', equalPayMonths: 15, equalPayNote: 'Branchenzuschlag' });
    expect(clock).toMatchObject({ lastLawfulDay: '2028-12-31', equalPayFrom: '2028-04-01', lentAsOf: { months: 0, days: 1 } });
  });

  test('history counts: another agency’s lending adds up; direct employment alone has no clock but opens the revolving door', async () => {
    const client = await f.client('Pflege am See');
    const home = await f.facility('Haus am See', client);
    const employer = await f.client('Eigenbetrieb');
    const dora = await f.employee('Dora');
    const earlier = await f.history(dora, client, '2026-01-01', '2026-03-31', 'otherAgency');
    await f.history(dora, client, '2025-01-01', '2025-12-31', 'employedByClient');
    await f.history(dora, employer, '2020-01-01', '2024-12-31', 'employedByClient');
    await f.lend(home, dora, '2026-04-01', '2026-12-31');
    const { clients } = (await lending(dora, '2026-06-30')).body;
    expect(clients).toHaveLength(1);
    expect(clients[0].periods[0]).toEqual({ from: '2026-01-01', to: '2026-03-31', source: 'otherAgency', recordId: earlier });
    expect(clients[0]).toMatchObject({ countingPeriods: [{ from: '2026-01-01', to: '2026-12-31' }], equalPayFrom: '2026-10-01', lentAsOf: { months: 6, days: 0 } });
    expect(clients[0].revolvingDoor).toEqual({ employment: { from: '2025-01-01', to: '2025-12-31' }, lendingStart: '2026-01-01' });
  });

  test('without asOf it is today in the planning time zone; no lending at all is an empty list', async () => {
    const emil = await f.employee('Emil');
    expect((await lending(emil)).body).toEqual({ employeeId: emil, asOf: planningDay(), clients: [] });
  });

  test('an unknown or trashed employee → 404; a bad asOf → 400 naming it; without lending: read → 403', async () => {
    expect((await lending(uuidv7())).status).toBe(404);
    const gone = await f.employee('Frieda');
    expect((await h.call(`/api/employees/${gone}`, { method: 'DELETE' })).status).toBe(204);
    expect((await lending(gone)).status).toBe(404);
    const bad = await lending(await f.employee('Gerd'), '2027-02-30');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['query.asOf']);
    const denied = await lending(await f.employee('Hanna'), undefined, await h.token({ employees: { read: 'All' }, assignments: { read: 'All' } }));
    expect(denied.status).toBe(403);
  });
});
