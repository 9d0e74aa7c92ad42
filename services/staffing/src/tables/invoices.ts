import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from '@cs/service-kit/records/columns';
import { day } from './columns';

/** Whole cents (EUR): exact, summed by integer arithmetic. */
const cents = (name: string) => bigint(name, { mode: 'number' });
/** An exact decimal read and written as a string (`"7.3333"`). */
const exact = (name: string, precision: number, scale: number) => numeric(name, { precision, scale, mode: 'string' });

/**
 * An invoice (`type_code` 380) or a cancellation invoice (384, Storno, negative amounts, `cancels_id`
 * the invoice it cancels). A draft has no number; issuing gives the next number of its year and
 * makes it immutable; an issued invoice is only ever marked `cancelled` by its Storno. The buyer is
 * one facility or one client (all its facilities); `buyer` is its address as invoiced, `seller` the
 * agency's data copied at issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    typeCode: text('type_code', { enum: ['380', '384'] }).notNull().default('380'),
    state: text('state', { enum: ['draft', 'issued', 'cancelled'] }).notNull().default('draft'),
    number: text('number'),
    numberYear: integer('number_year'),
    facilityId: uuid('facility_id'),
    clientId: uuid('client_id'),
    buyer: jsonb('buyer').$type<Record<string, string | null>>().notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    issueDate: day('issue_date'),
    dueDate: day('due_date'),
    vatPercent: exact('vat_percent', 5, 2).notNull(),
    netCents: cents('net_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    grossCents: cents('gross_cents').notNull(),
    seller: jsonb('seller').$type<Record<string, string | number | null>>(),
    /** The timesheet revisions billed, kept at issue (a cancellation releases the claims, not this record). */
    timesheetIds: uuid('timesheet_ids').array(),
    cancelsId: uuid('cancels_id'),
    cancelledById: uuid('cancelled_by_id'),
    note: text('note'),
    issuedAt: instant('issued_at'),
    issuedByUserId: text('issued_by_user_id'),
    issuedByName: text('issued_by_name'),
    cancelledAt: instant('cancelled_at'),
    cancelledByUserId: text('cancelled_by_user_id'),
    cancelledByName: text('cancelled_by_name'),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_cancels_key').on(t.cancelsId),
    index('invoices_facility_idx').on(t.facilityId),
    index('invoices_client_idx').on(t.clientId),
    index('invoices_year_idx').on(t.numberYear, t.number),
    check('invoices_state_known', sql`${t.state} in ('draft', 'issued', 'cancelled')`),
    check('invoices_type_known', sql`${t.typeCode} in ('380', '384')`),
    check('invoices_one_buyer', sql`(${t.facilityId} is null) <> (${t.clientId} is null)`),
    check('invoices_numbered_once_issued', sql`(${t.state} = 'draft') = (${t.number} is null)`),
    check('invoices_totals_add_up', sql`${t.grossCents} = ${t.netCents} + ${t.vatCents}`),
  ],
);

/** A line of an invoice: one employee's hours (or surcharge, travel, meal allowance) of one kind and price. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['regular', 'night', 'sunday', 'holiday', 'travel', 'meal'] }).notNull(),
    employeeId: uuid('employee_id'),
    facilityId: uuid('facility_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    quantity: exact('quantity', 14, 4).notNull(),
    unitCode: text('unit_code', { enum: ['HUR', 'DAY', 'KMT', 'C62'] }).notNull(),
    unitPrice: exact('unit_price', 14, 4).notNull(),
    netCents: cents('net_cents').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_lines_pkey', columns: [t.invoiceId, t.position] })],
);

/**
 * The duties a live invoice (a draft or an issued one) bills: keyed by the duty (assignment, date,
 * position), not by the timesheet revision, so no duty is billed twice — also not after its
 * timesheet was corrected, and not by two drafts made at once (the primary key). Deleting a draft
 * or cancelling an invoice deletes its claims: the duties can be invoiced again.
 */
export const invoiceClaims = pgTable(
  'invoice_claims',
  {
    assignmentId: uuid('assignment_id').notNull(),
    date: day('date').notNull(),
    position: smallint('position').notNull(),
    invoiceId: uuid('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_claims_pkey', columns: [t.assignmentId, t.date, t.position] }), index('invoice_claims_invoice_idx').on(t.invoiceId)],
);

/** The last number given per year: its row lock serialises issuing, and a rolled-back issue gives its number back. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
