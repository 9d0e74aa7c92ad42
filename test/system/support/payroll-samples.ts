/**
 * Payroll exports for the system tests: each sample confirms a timesheet of its own past week, far
 * enough apart that each runs a month of its own, and runs that month.
 */
import type { SampleBuilder, SampleContext } from './audit-sample';
import type { Json } from './office';
import { pastTimesheet } from './timesheet-samples';

/** A confirmed timesheet `weeksAgo` weeks back and the month of its first duty. */
async function confirmedMonth(ctx: SampleContext, weeksAgo: number, employeeId?: string) {
  const sheet = await pastTimesheet(ctx, weeksAgo, employeeId);
  await ctx.admin.post(`/api/timesheets/${sheet.id}/submit`, undefined);
  await ctx.admin.post(`/api/timesheets/${sheet.id}/confirm`, undefined);
  return (sheet.rows[0].date as string).slice(0, 7);
}

const run = async (ctx: SampleContext, weeksAgo: number, employeeId?: string): Promise<Json> =>
  ctx.admin.post('/api/payroll-exports', { month: await confirmedMonth(ctx, weeksAgo, employeeId) });

/** A run whose LODAS file can be written: DATEV numbers set and the employee with a personnel number. */
async function lodasReady(ctx: SampleContext) {
  const { version: _v, updatedAt: _u, ...settings } = await ctx.admin.get('/api/settings/payroll');
  await ctx.admin.put('/api/settings/payroll', { ...settings, consultantNumber: '1234567', clientNumber: '12345' });
  const employee = await ctx.make.employee({ personnelNumber: String(10000 + Math.floor(Math.random() * 89999)) });
  return run(ctx, 50, employee.id);
}

export const payrollSamples: Record<string, SampleBuilder> = {
  createPayrollExport: async (ctx) => ({ body: { month: await confirmedMonth(ctx, 30) }, entity: (res: Json) => ({ type: 'payrollExport', id: res.id }), action: 'created' }),
  updatePayrollSettings: async ({ admin }) => {
    const { version: _v, updatedAt: _u, ...settings } = await admin.get('/api/settings/payroll');
    return { body: { ...settings, nightStart: settings.nightStart === '22:00' ? '23:00' : '22:00' }, entity: { type: 'payrollSettings', id: 'payroll' }, action: 'updated', changed: ['nightStart'] };
  },
};

export const payrollReadSamples = {
  getPayrollExport: async (ctx: SampleContext) => ({ params: { id: (await run(ctx, 40)).id } }),
  getPayrollExportCsv: async (ctx: SampleContext) => ({ params: { id: (await run(ctx, 44)).id } }),
  getPayrollExportLodas: async (ctx: SampleContext) => ({ params: { id: (await lodasReady(ctx)).id } }),
};
