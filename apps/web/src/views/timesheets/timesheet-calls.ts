/**
 * The timesheet operations a view calls: the office's (`/api/timesheets/…`) or, for the employee,
 * self-service's (`/api/me/timesheets/…`, the caller's own only; submit is the one step there).
 * Every change sends the version read as If-Match.
 */
import { ifMatch, type Schemas } from '@cs/client';
import { api } from '../../session';
import type { RowInput, Timesheet } from './timesheet-rows';

export type Step = 'submit' | 'confirm' | 'dispute' | 'revise';
export type DisputeBody = Schemas['DisputeTimesheetRequest'];
type Answer = Promise<{ data?: Timesheet; error?: unknown; response: Response }>;

const at = (sheet: { id: string; version: number }) => ({ path: { id: sheet.id }, header: { 'if-match': ifMatch(sheet.version) } });

export function timesheetCalls(me: boolean) {
  return {
    get: (id: string): Answer => (me
      ? api.GET('/api/me/timesheets/{id}', { params: { path: { id } } })
      : api.GET('/api/timesheets/{id}', { params: { path: { id } } })),
    update: (sheet: Timesheet, rows: RowInput[]): Answer => (me
      ? api.PUT('/api/me/timesheets/{id}', { params: at(sheet), body: { rows } })
      : api.PUT('/api/timesheets/{id}', { params: at(sheet), body: { rows } })),
    step: (sheet: Timesheet, step: Step, body?: DisputeBody): Answer => {
      if (me) return api.POST('/api/me/timesheets/{id}/submit', { params: at(sheet) });
      switch (step) {
        case 'submit': return api.POST('/api/timesheets/{id}/submit', { params: at(sheet) });
        case 'confirm': return api.POST('/api/timesheets/{id}/confirm', { params: at(sheet) });
        case 'dispute': return api.POST('/api/timesheets/{id}/dispute', { params: at(sheet), body: body ?? { rows: [] } });
        case 'revise': return api.POST('/api/timesheets/{id}/revise', { params: at(sheet) });
      }
    },
  };
}
