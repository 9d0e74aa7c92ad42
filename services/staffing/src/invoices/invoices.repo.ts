import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ListInvoicesQuery } from '@cs/contracts/http/invoices';
import { rowsOf, type Queryable } from '@cs/service-kit';
import { invoiceClaims, invoiceLines, invoices } from '../schema';
import type { InvoiceLineRow, InvoiceRow } from './invoice-record';
import type { PricedLine } from './price-lines';
import { formatScaled4 } from './money';

export async function findInvoice(q: Queryable, id: string, { lock = false } = {}): Promise<InvoiceRow | undefined> {
  const query = q.select().from(invoices).where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Newest first: drafts (no number) by creation, numbered ones by number. */
export async function listInvoices(q: Queryable, f: ListInvoicesQuery): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(
    f.state ? eq(invoices.state, f.state) : undefined,
    f.facilityId ? eq(invoices.facilityId, f.facilityId) : undefined,
    f.clientId ? eq(invoices.clientId, f.clientId) : undefined,
    f.year ? eq(invoices.numberYear, f.year) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    q.select().from(invoices).where(where).orderBy(desc(sql`${invoices.number} is null`), desc(invoices.number), desc(invoices.createdAt), desc(invoices.id)).limit(f.pageSize).offset((f.page - 1) * f.pageSize),
    q.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total };
}

export const linesOf = (q: Queryable, invoiceId: string): Promise<InvoiceLineRow[]> => q.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));

/** The timesheet revisions whose duties the invoice claims. */
export async function claimedTimesheets(q: Queryable, invoiceId: string): Promise<string[]> {
  const rows = await q.selectDistinct({ id: invoiceClaims.timesheetId }).from(invoiceClaims).where(eq(invoiceClaims.invoiceId, invoiceId)).orderBy(asc(invoiceClaims.timesheetId));
  return rows.map((r) => r.id);
}

/** Claimed timesheets a correction has replaced since (the draft bills hours that are no longer current). */
export async function supersededClaims(q: Queryable, invoiceId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(await q.execute(sql`select distinct c.timesheet_id as id from invoice_claims c join timesheets t on t.id = c.timesheet_id
    where c.invoice_id = ${invoiceId}::uuid and (t.superseded_by_id is not null or t.state <> 'confirmed') order by 1`));
  return rows.map((r) => r.id);
}

export async function insertLines(q: Queryable, invoiceId: string, lines: Array<Omit<InvoiceLineRow, 'invoiceId' | 'position'>>) {
  if (lines.length === 0) return;
  await q.insert(invoiceLines).values(lines.map((l, i) => ({ ...l, invoiceId, position: i + 1 })));
}

export const deleteLines = (q: Queryable, invoiceId: string) => q.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));

/** Priced lines as rows: exact decimals as text. */
export const lineValues = (lines: PricedLine[]) =>
  lines.map(({ quantity4, price4, ...l }) => ({ ...l, quantity: formatScaled4(quantity4), unitPrice: formatScaled4(price4) }));
