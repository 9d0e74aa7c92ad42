import { myTimesheetsApi, timesheetsApi } from '@cs/contracts/http/timesheets';
import { preferredLanguage, type Access, type Handlers, type Principal, type ServiceDeps } from '@cs/service-kit';
import { confirmTimesheet, disputeTimesheet, submitTimesheet, updateTimesheet, type Caller } from './change-timesheet';
import { getTimesheet, listTimesheetsOfWeek, timesheetPdf } from './read-timesheets';
import { reviseTimesheet } from './revise-timesheet';

/** Findings in German by default, English by Accept-Language. */
const locale = (req: Parameters<typeof preferredLanguage>[0]) => preferredLanguage(req, ['de', 'en'] as const);

/** The office routes are not Own-capable: the scope is All. */
const all: Access = { scope: 'All' };
/** Self-service: always the caller's linked employee, whatever their scope. */
const mine = (p: Principal): Access => ({ scope: 'Own', employeeId: p.employeeId });

type Ctx = { principal: Principal; expectedVersion: number | undefined; requestId: string; req: Parameters<typeof locale>[0] };
const caller = (ctx: Ctx, access: Access): Caller => ({ principal: ctx.principal, access, expectedVersion: ctx.expectedVersion, requestId: ctx.requestId, locale: locale(ctx.req) });

export function timesheetsHandlers(deps: ServiceDeps): Handlers<typeof timesheetsApi> {
  return {
    listTimesheets: ({ query }) => listTimesheetsOfWeek(deps.db, query, all),
    getTimesheet: ({ params, req }) => getTimesheet(deps.db, params.id, all, locale(req)),
    getTimesheetPdf: ({ params }) => timesheetPdf(deps.db, params.id, all),
    updateTimesheet: (ctx) => updateTimesheet(deps, ctx.params.id, ctx.body, caller(ctx, all)),
    submitTimesheet: (ctx) => submitTimesheet(deps, ctx.params.id, caller(ctx, all)),
    confirmTimesheet: (ctx) => confirmTimesheet(deps, ctx.params.id, caller(ctx, all)),
    disputeTimesheet: (ctx) => disputeTimesheet(deps, ctx.params.id, ctx.body, caller(ctx, all)),
    reviseTimesheet: (ctx) => reviseTimesheet(deps, ctx.params.id, caller(ctx, all)),
  };
}

export function myTimesheetsHandlers(deps: ServiceDeps): Handlers<typeof myTimesheetsApi> {
  return {
    listMyTimesheets: ({ principal, query }) => listTimesheetsOfWeek(deps.db, query, mine(principal)),
    getMyTimesheet: ({ principal, params, req }) => getTimesheet(deps.db, params.id, mine(principal), locale(req)),
    getMyTimesheetPdf: ({ principal, params }) => timesheetPdf(deps.db, params.id, mine(principal)),
    updateMyTimesheet: (ctx) => updateTimesheet(deps, ctx.params.id, ctx.body, caller(ctx, mine(ctx.principal))),
    submitMyTimesheet: (ctx) => submitTimesheet(deps, ctx.params.id, caller(ctx, mine(ctx.principal))),
  };
}
