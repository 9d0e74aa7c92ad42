import { AppError, type Queryable } from '@cs/service-kit';
import { judgeCrmStatus } from './crm-status-rule';
import { listCrmStatusEntries } from './crm-status.repo';

/** Refuses (400) a crmStatus the replica of staffing's list does not allow; see judgeCrmStatus. */
export async function assertCrmStatusAllowed(db: Queryable, current: string | null, next: string | null) {
  if (next === null || next === current) return;
  const verdict = judgeCrmStatus(await listCrmStatusEntries(db), current, next);
  if (!verdict.ok) throw new AppError(400, verdict.code, 'The request body is invalid.', { errors: { crmStatus: [verdict.message] } });
}
