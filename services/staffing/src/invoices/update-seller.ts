import { assertVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { InvoiceSellerResponse, UpdateInvoiceSellerRequest } from '@cs/contracts/http/invoice-seller';
import { recordStaffingEvent } from '../shared/record-events';
import { readSellerRow, toSellerResponse, writeSeller } from './seller.repo';

/** The seller record's subject in the audit log: one record, one id. */
export const SELLER_SUBJECT_ID = 'invoice-seller';

/**
 * Replaces the seller data (formats checked by the contract: 400 naming the field, e.g. an IBAN
 * whose check sum fails); a stale If-Match → 412. Incomplete data is kept: it is being filled in,
 * and issuing refuses until it is complete. Audited as `staffing.invoiceSeller.updated`.
 */
export async function updateSeller(deps: ServiceDeps, principal: Principal, body: UpdateInvoiceSellerRequest, expectedVersion: number | undefined, correlationId?: string): Promise<InvoiceSellerResponse> {
  return transact(deps, async (tx) => {
    const before = toSellerResponse(await readSellerRow(tx, { lock: true }));
    assertVersion(expectedVersion, before.version);
    const after = await writeSeller(tx, body);
    await recordStaffingEvent(tx, { aggregate: 'invoiceSeller', verb: 'updated', principal, id: SELLER_SUBJECT_ID, label: after.name ?? 'Rechnungssteller', data: after, before, correlationId });
    return after;
  });
}
