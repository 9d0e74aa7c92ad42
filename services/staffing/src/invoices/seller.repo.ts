import { eq } from 'drizzle-orm';
import { isoTimestamp, updateRecord, type Queryable } from '@cs/service-kit';
import { requiredSellerFields, type InvoiceSellerResponse, type UpdateInvoiceSellerRequest } from '@cs/contracts/http/invoice-seller';
import { invoiceSeller } from '../schema';

type SellerRow = typeof invoiceSeller.$inferSelect;

/** What issuing still needs: the required fields that are empty, and `vatId` when neither it nor a tax number is set (BR-CO-26). */
export function missingSellerFields(s: Pick<SellerRow, (typeof requiredSellerFields)[number] | 'vatId' | 'taxNumber'>): string[] {
  const missing: string[] = requiredSellerFields.filter((field) => !s[field]);
  if (!s.vatId && !s.taxNumber) missing.push('vatId');
  return missing;
}

export const toSellerResponse = (row: SellerRow): InvoiceSellerResponse => ({
  name: row.name,
  street: row.street,
  postalCode: row.postalCode,
  city: row.city,
  countryCode: row.countryCode,
  vatId: row.vatId,
  taxNumber: row.taxNumber,
  iban: row.iban,
  bic: row.bic,
  email: row.email,
  phone: row.phone,
  paymentTermsDays: row.paymentTermsDays,
  vatPercent: Number(row.vatPercent),
  missing: missingSellerFields(row),
  version: row.version,
  updatedAt: isoTimestamp(row.updatedAt),
});

/** The singleton (seeded by the migration; made again with the defaults should it be missing). */
export async function readSellerRow(q: Queryable, { lock = false } = {}): Promise<SellerRow> {
  const select = () => {
    const query = q.select().from(invoiceSeller).where(eq(invoiceSeller.id, 1));
    return lock ? query.for('update') : query;
  };
  let [row] = await select();
  if (!row) {
    await q.insert(invoiceSeller).values({ id: 1 }).onConflictDoNothing();
    [row] = await select();
  }
  return row;
}

/** Every field as sent; left out → null, or the default of the three that have one. */
export const writeSeller = async (q: Queryable, b: UpdateInvoiceSellerRequest) =>
  toSellerResponse(
    await updateRecord(q, invoiceSeller, 1, {
      name: b.name ?? null,
      street: b.street ?? null,
      postalCode: b.postalCode ?? null,
      city: b.city ?? null,
      countryCode: b.countryCode ?? 'DE',
      vatId: b.vatId ?? null,
      taxNumber: b.taxNumber ?? null,
      iban: b.iban ?? null,
      bic: b.bic ?? null,
      email: b.email ?? null,
      phone: b.phone ?? null,
      paymentTermsDays: b.paymentTermsDays ?? 30,
      vatPercent: (b.vatPercent ?? 19).toFixed(2),
    }),
  );
