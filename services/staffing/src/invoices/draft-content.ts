/**
 * What a draft bills: the buyer's confirmed duties in the period that no live invoice claims yet,
 * priced into lines. Refusals name what is missing: nothing free → 409 NOTHING_TO_INVOICE, or
 * TIMESHEETS_ALREADY_INVOICED when every duty of the period is on another invoice (naming the
 * timesheets and invoices); a price the lines need → BILLING_RATE_MISSING (facilities) or
 * DISTANCE_MISSING (employees, travel per km).
 */
import { AppError, conflict, type Queryable } from '@cs/service-kit';
import { loadBuyer, type Buyer } from './buyer.repo';
import type { WorkedDuty } from './invoice-facts';
import { nothingToInvoice } from './invoice-record';
import { dutiesInPeriod } from './invoiceable-duties.repo';
import { minutesByKind } from './minutes-by-kind';
import { priceLines, type PricedLine } from './price-lines';

export interface DraftScope {
  facilityId: string | null;
  clientId: string | null;
  periodStart: string;
  periodEnd: string;
}

export interface DraftContent {
  buyer: Buyer;
  duties: WorkedDuty[];
  lines: PricedLine[];
}

const distinct = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))].sort();

export const alreadyInvoiced = (duties: Array<{ timesheetId: string; claimedBy?: string | null }>) =>
  conflict('TIMESHEETS_ALREADY_INVOICED', 'The confirmed timesheets of the period are on another invoice already; cancel or delete it first.', {
    timesheetIds: distinct(duties.map((d) => d.timesheetId)),
    invoiceIds: distinct(duties.map((d) => d.claimedBy ?? null)),
    errors: { periodStart: ['its timesheets are invoiced already'] },
  });

export async function draftContent(q: Queryable, s: DraftScope): Promise<DraftContent> {
  const buyer = await loadBuyer(q, s);
  const inPeriod = await dutiesInPeriod(q, { facilityIds: [...buyer.terms.keys()], periodStart: s.periodStart, periodEnd: s.periodEnd });
  const free = inPeriod.filter((d) => d.claimedBy === null);
  if (free.length === 0) throw inPeriod.length > 0 ? alreadyInvoiced(inPeriod) : nothingToInvoice();
  const priced = priceLines(free, buyer.terms, minutesByKind());
  if (priced.ratesMissing.length > 0) {
    throw new AppError(409, 'BILLING_RATE_MISSING', 'A facility has no billing rate for the hours worked; set its billing rate (or one for the qualification).', {
      facilityIds: priced.ratesMissing.sort(),
      errors: { billingRate: ['is missing at the facility'] },
    });
  }
  if (priced.distancesMissing.length > 0) {
    throw new AppError(409, 'DISTANCE_MISSING', 'The facility bills travel per kilometre, and no distance to it is recorded for these employees.', {
      employeeIds: priced.distancesMissing.sort(),
      errors: { km: ['no distance recorded for the employee and facility'] },
    });
  }
  if (priced.lines.length === 0) throw nothingToInvoice();
  return { buyer, duties: free.filter((d) => d.actual !== null), lines: priced.lines };
}
