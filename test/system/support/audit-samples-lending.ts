import { ifMatch, type SampleBuilder, type SampleContext } from './audit-sample';
import type { Json } from './office';

/** A history period of a fresh employee at the shared facility (it belongs to no client: its own party). */
export async function lendingHistoryPeriod({ make, facility, admin }: SampleContext, fields: Record<string, unknown> = {}): Promise<Json> {
  const employee = await make.employee();
  const body = { clientId: facility.id, from: '2024-01-01', to: '2024-06-30', source: 'otherAgency', note: 'Zeitarbeit Nord GmbH', ...fields };
  return admin.post(`/api/employees/${employee.id}/lending-history`, body);
}

const period = (id: string) => ({ type: 'lendingHistory', id });

/** Lending history recorded by hand: created, replaced, deleted for good, each one audit entry. */
export const lendingHistorySamples: Record<string, SampleBuilder> = {
  createLendingHistoryPeriod: async ({ make, facility }) => {
    const employee = await make.employee();
    return {
      params: { id: employee.id },
      body: { clientId: facility.id, from: '2023-03-01', to: '2023-12-31', source: 'beforeThisSystem' },
      entity: (res) => period(res.id),
      action: 'created',
      changed: ['from', 'to', 'source'],
    };
  },
  updateLendingHistoryPeriod: async (ctx) => {
    const p = await lendingHistoryPeriod(ctx);
    const body = { clientId: p.clientId, from: p.from, to: '2024-09-30', source: p.source, note: p.note };
    return { params: { id: p.employeeId, periodId: p.id }, headers: ifMatch(p), body, entity: period(p.id), action: 'updated', changed: ['to'] };
  },
  deleteLendingHistoryPeriod: async (ctx) => {
    const p = await lendingHistoryPeriod(ctx);
    return { params: { id: p.employeeId, periodId: p.id }, headers: ifMatch(p), entity: period(p.id), action: 'deleted' };
  },
};
