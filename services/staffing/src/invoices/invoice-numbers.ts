import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@cs/service-kit';

/**
 * The next number of the year, `2026-00001`, … (§ 14 (4) Nr. 4 UStG: a unique, consecutive
 * number). One upsert of the year's counter row: its row lock is held until the issuing
 * transaction ends, so concurrent issues take turns (no duplicate), and a rolled-back issue takes
 * its increment back with it (no gap). The numbers' order is the order of commits.
 */
export async function nextInvoiceNumber(tx: Tx, year: number): Promise<string> {
  const [row] = rowsOf<{ last: number }>(
    await tx.execute(sql`insert into invoice_number_counters (year, last) values (${year}, 1)
      on conflict (year) do update set last = invoice_number_counters.last + 1 returning last`),
  );
  return `${year}-${String(row.last).padStart(5, '0')}`;
}
