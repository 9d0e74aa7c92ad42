/**
 * Samples of the facility portal's operations: a ward office (a user with the built-in role
 * Einrichtung linked to the samples' facility) confirms, disputes and reads that facility's
 * timesheets and orders.
 */
import type { SampleBuilder, SampleContext } from './audit-sample';
import { builtInRole, type Caller } from './office';
import { pastTimesheet } from './timesheet-samples';

type Ward = { caller: Caller; userId: string; displayName: string };
const wards = new WeakMap<SampleContext, Promise<Ward>>();

/** The ward office of the samples' facility (made once per context). */
export function wardOf(ctx: SampleContext): Promise<Ward> {
  let ward = wards.get(ctx);
  if (!ward) {
    ward = (async () => {
      const password = 'ward-office-sample-password';
      const user = await ctx.make.user({ password, roleIds: [(await builtInRole(ctx.admin, 'facility')).id], facilityId: ctx.facility.id });
      return { caller: await ctx.loginAs(user.email, password), userId: user.id, displayName: user.displayName };
    })();
    wards.set(ctx, ward);
  }
  return ward;
}

async function submitted(ctx: SampleContext, weeksAgo: number) {
  const sheet = await pastTimesheet(ctx, weeksAgo);
  return ctx.admin.post(`/api/timesheets/${sheet.id}/submit`, undefined);
}

const timesheet = (id: string) => ({ type: 'timesheet', id });

export const facilityPortalSamples: Record<string, SampleBuilder> = {
  confirmPortalTimesheet: async (ctx) => {
    const sheet = await submitted(ctx, 7);
    return { as: await wardOf(ctx), params: { id: sheet.id }, entity: timesheet(sheet.id), action: 'updated', changed: ['state', 'confirmed'] };
  },
  disputePortalTimesheet: async (ctx) => {
    const sheet = await submitted(ctx, 8);
    const row = sheet.rows[0];
    const body = { comment: 'Bitte prüfen', rows: [{ date: row.date, position: row.position, disputeComment: 'Ende 13:30' }] };
    return { as: await wardOf(ctx), params: { id: sheet.id }, body, entity: timesheet(sheet.id), action: 'updated', changed: ['state', 'disputed', 'disputeComment'] };
  },
};

/** The reads, as the ward office. */
export const facilityPortalReadSamples = {
  listPortalOrders: async (ctx: SampleContext) => ({ as: (await wardOf(ctx)).caller }),
  listPortalTimesheets: async (ctx: SampleContext) => ({ as: (await wardOf(ctx)).caller }),
  getPortalOrder: async (ctx: SampleContext) => ({ params: { id: (await ctx.make.order(ctx.facility.id)).id }, as: (await wardOf(ctx)).caller }),
  listPortalOrderAssignments: async (ctx: SampleContext) => {
    const order = await ctx.make.order(ctx.facility.id);
    await ctx.make.assignment(order, (await ctx.make.employee()).id);
    return { params: { id: order.id }, as: (await wardOf(ctx)).caller };
  },
  getPortalTimesheet: async (ctx: SampleContext) => ({ params: { id: (await pastTimesheet(ctx, 9)).id }, as: (await wardOf(ctx)).caller }),
};
