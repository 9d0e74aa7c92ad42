import { eq } from 'drizzle-orm';
import { conflict, type Queryable } from '@cs/service-kit';
import { invoiceClaims, invoices } from '../schema';

/**
 * A confirmed timesheet whose duties a live invoice bills is not corrected by a new revision: an
 * issued invoice is immutable, so its hours would no longer match the timesheet. The invoice goes
 * first — cancelled (Storno) when issued, deleted when a draft — which releases its claims; then the
 * timesheet is revised and invoiced again (docs/billing.md, "Corrections after invoicing").
 */
export async function assertNotInvoiced(q: Queryable, timesheetId: string) {
  const [claim] = await q
    .select({ id: invoices.id, state: invoices.state, number: invoices.number })
    .from(invoiceClaims)
    .innerJoin(invoices, eq(invoices.id, invoiceClaims.invoiceId))
    .where(eq(invoiceClaims.timesheetId, timesheetId))
    .limit(1);
  if (!claim) return;
  const what = claim.state === 'draft' ? 'the draft invoice that bills it; delete or recalculate that draft first' : `invoice ${claim.number}, which bills it; cancel that invoice first`;
  throw conflict('TIMESHEET_INVOICED', `This timesheet cannot be corrected while it is on ${what}.`, { invoiceId: claim.id, invoiceState: claim.state, invoiceNumber: claim.number });
}
