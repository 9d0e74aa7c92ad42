import { actorOf, type Principal } from '@cs/service-kit';
import type { AcknowledgedWarnings } from '@cs/contracts/http/assignments';
import type { Finding } from '../checks';

/** The dates a finding is about: all of a grouped one's (`details.dates`), else its one `details.date`. */
function datesOf(f: Finding): { dates?: string[] } {
  const { dates, date } = f.details;
  if (Array.isArray(dates)) return { dates: dates.map(String) };
  return typeof date === 'string' ? { dates: [date] } : {};
}

/**
 * Saving over Warnings: the event records who saved it, the optional reason given in the request
 * (`acknowledgement.reason`) and each acknowledged finding with its dates. Nothing when there were no warnings.
 */
export function acknowledgement(
  principal: Principal,
  warnings: Finding[],
  given: { reason?: string | null } | undefined,
): { acknowledgement?: AcknowledgedWarnings } {
  if (warnings.length === 0) return {};
  const { userId, displayName } = actorOf(principal);
  return {
    acknowledgement: {
      by: { userId: userId ?? null, displayName: displayName ?? null },
      reason: given?.reason ?? null,
      findings: warnings.map((w) => ({ check: w.check, code: w.code, message: w.message, ...datesOf(w) })),
    },
  };
}
