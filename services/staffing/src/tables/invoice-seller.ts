import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The agency as the seller of its invoices (EN 16931 BG-4, BG-16): one row (id = 1), seeded by a
 * migration empty but for the defaults. Incomplete data is kept; issuing refuses until it is
 * complete (docs/billing.md, "Seller data").
 */
export const invoiceSeller = pgTable(
  'invoice_seller',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryCode: text('country_code').notNull().default('DE'),
    vatId: text('vat_id'),
    taxNumber: text('tax_number'),
    iban: text('iban'),
    bic: text('bic'),
    email: text('email'),
    phone: text('phone'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'string' }).notNull().default('19.00'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoice_seller_singleton', sql`${t.id} = 1`)],
);
