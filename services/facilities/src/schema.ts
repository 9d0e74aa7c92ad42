import { sql } from 'drizzle-orm';
import { federalStates } from '@cs/contracts/federal-states';
import { stateSources } from '@cs/contracts/http/facilities';
import type { QualificationBillingRate } from '@cs/contracts/http/facility-surcharges';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
export { outbox, inbox } from '@cs/service-kit/outbox/tables';
export { parkedEvents } from '@cs/service-kit/messaging/parked-events';
import { recordColumns, softDeleteColumns } from '@cs/service-kit/records/columns';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** Percent 0–1000 with 2 decimals (surcharges). */
const percent = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/**
 * Clients (Entleiher): the legal entities facilities belong to. Soft-deleted rows (deleted_at set)
 * live in the trash until purged; none while a live facility points to it.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    legalForm: text('legal_form'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    /** The client's contact for invoices to it (e-mail: the e-invoice's electronic address, BT-49). */
    phone: text('phone'),
    email: text('email'),
    contactPerson: text('contact_person'),
    /** Käuferreferenz (BT-10): a public buyer's Leitweg-ID (docs/billing.md, "Buyer reference"). */
    buyerReference: text('buyer_reference'),
    notes: text('notes'),
    collectiveAgreementNote: text('collective_agreement_note'),
    /** The client's own maximum lending period in months (null: the statute's 18, AÜG §1 Abs. 1b), with its required note. */
    maxLendingMonths: integer('max_lending_months'),
    maxLendingMonthsNote: text('max_lending_months_note'),
    /** The client's own months until equal pay (null: the statute's 9, AÜG §8 Abs. 4), with its required note. */
    equalPayMonths: integer('equal_pay_months'),
    equalPayNote: text('equal_pay_note'),
    /** The name as it sorts for a German office (see `facilities.sort_name`). */
    sortName: text('sort_name').generatedAlwaysAs(
      sql`translate(lower(name), 'ÄÖÜäöüßáàâéèêëíìîïóòôúùûçñ', 'aouaousaaaeeeeiiiiooouuucn')`,
    ),
    ...recordColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index('clients_sort_name_id_idx').on(t.sortName, t.id),
    index('clients_deleted_at_idx').on(t.deletedAt).where(sql`deleted_at is not null`),
    check('clients_max_lending_months_noted', sql`(${t.maxLendingMonths} is null) = (${t.maxLendingMonthsNote} is null)`),
    check('clients_equal_pay_months_noted', sql`(${t.equalPayMonths} is null) = (${t.equalPayNote} is null)`),
  ],
);

export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** The client (Entleiher) the facility belongs to; null: the facility is its own client. */
    clientId: uuid('client_id').references(() => clients.id),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    phone: text('phone'),
    email: text('email'),
    contactPerson: text('contact_person'),
    /** Käuferreferenz (BT-10): a public buyer's Leitweg-ID (docs/billing.md, "Buyer reference"). */
    buyerReference: text('buyer_reference'),
    notes: text('notes'),
    crmStatus: text('crm_status'),
    /** Federal state (`BY`, …): given, else derived from the postal code on every write; see `stateSource`. */
    state: text('state', { enum: federalStates }),
    /** `given` | `postalCode`; null exactly when `state` is null. */
    stateSource: text('state_source', { enum: stateSources }),
    billingRate: money('billing_rate'),
    travelCostRate: money('travel_cost_rate'),
    mealAllowanceRate: money('meal_allowance_rate'),
    travelCostMode: text('travel_cost_mode', { enum: ['Pauschale', 'ProKilometer'] }).notNull().default('Pauschale'),
    travelCostPerKm: money('travel_cost_per_km').notNull().default(0),
    /** Surcharges in percent of the billing rate; null = none (docs/billing.md, "Surcharges"). */
    nightSurchargePercent: percent('night_surcharge_percent'),
    sundaySurchargePercent: percent('sunday_surcharge_percent'),
    holidaySurchargePercent: percent('holiday_surcharge_percent'),
    /** The night window, wall-clock `HH:MM` of the planning zone; may cross midnight, never empty. */
    nightWindowStart: text('night_window_start').notNull().default('23:00'),
    nightWindowEnd: text('night_window_end').notNull().default('06:00'),
    /**
     * Billing rates per qualification code, `[{ qualification, rate }]` (rate in EUR, 2 decimals),
     * read and written whole with the facility: a JSON column, no child table to join or diff.
     */
    qualificationBillingRates: jsonb('qualification_billing_rates').$type<QualificationBillingRate[]>().notNull().default([]),
    /** Lower-cased searchable text (name, street, postal code, city, contact person), trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || E'\n' || coalesce(street, '') || E'\n' || coalesce(postal_code, '') || E'\n' || coalesce(city, '') || E'\n' || coalesce(contact_person, ''))`,
    ),
    /**
     * The name as it sorts for a German office: case-insensitive, umlauts and common accents with
     * their base letter ("Ärztehaus" among the A's), independent of the database collation.
     */
    sortName: text('sort_name').generatedAlwaysAs(
      sql`translate(lower(name), 'ÄÖÜäöüßáàâéèêëíìîïóòôúùûçñ', 'aouaousaaaeeeeiiiiooouuucn')`,
    ),
    ...recordColumns(),
  },
  (t) => [
    index('facilities_sort_name_id_idx').on(t.sortName, t.id),
    index('facilities_crm_status_idx').on(t.crmStatus, t.sortName, t.id),
    index('facilities_client_idx').on(t.clientId),
    index('facilities_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('facilities_night_window', sql`${t.nightWindowStart} <> ${t.nightWindowEnd}`),
    check('facilities_state_source', sql`(${t.state} is null) = (${t.stateSource} is null)`),
  ],
);

/** Contracts with facilities. Soft-deleted rows (deleted_at set) live in the trash until purged. */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    number: text('number').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    status: text('status', { enum: ['Draft', 'Active', 'Terminated'] }).notNull().default('Draft'),
    signedOn: date('signed_on', { mode: 'string' }),
    notes: text('notes'),
    ...recordColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    /** Unique overall, ignoring case, trash included: a restore never collides. */
    uniqueIndex('contracts_number_unique').on(sql`lower(${t.number})`),
    index('contracts_facility_idx').on(t.facilityId, t.validFrom),
    index('contracts_valid_from_idx').on(t.validFrom, t.id),
    index('contracts_deleted_at_idx').on(t.deletedAt).where(sql`deleted_at is not null`),
    check('contracts_valid_range', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * Replica of staffing's `crmStatus` value list (consumer `facilities-value-lists`). A deleted entry
 * stays as a tombstone so an older, late event cannot bring it back; `event_at` orders the events.
 */
export const crmStatusReplica = pgTable('crm_status_replica', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  active: boolean('active').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  eventAt: timestamp('event_at', { withTimezone: true, mode: 'string' }).notNull(),
});
