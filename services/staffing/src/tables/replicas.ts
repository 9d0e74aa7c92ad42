import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { day, decimal } from './columns';

/** Facilities as staffing knows them, from `facilities.facility.*` events. */
export const facilityDirectory = pgTable(
  'facility_directory',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** The facility's client (Entleiher); null: the facility is its own client. */
    clientId: uuid('client_id'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** Federal state (`BY`, …) as facilities gives or derives it; null = none known (the engine then derives from postal_code). */
    state: text('state'),
    travelCostMode: text('travel_cost_mode'),
    travelCostRate: decimal('travel_cost_rate', 12),
    travelCostPerKm: decimal('travel_cost_per_km', 12),
    /**
     * The billing conditions invoices and the payroll export read (docs/billing.md, "Surcharges"):
     * rates in EUR, surcharges in percent of the rate (null = none), the night window `HH:MM`.
     */
    billingRate: decimal('billing_rate', 12),
    mealAllowanceRate: decimal('meal_allowance_rate', 12),
    nightSurchargePercent: decimal('night_surcharge_percent', 6),
    sundaySurchargePercent: decimal('sunday_surcharge_percent', 6),
    holidaySurchargePercent: decimal('holiday_surcharge_percent', 6),
    nightWindowStart: text('night_window_start').notNull().default('23:00'),
    nightWindowEnd: text('night_window_end').notNull().default('06:00'),
    /** The facility's contact, as invoices name the buyer's (e-mail: the e-invoice's electronic address, BT-49). */
    email: text('email'),
    phone: text('phone'),
    contactPerson: text('contact_person'),
    /** Käuferreferenz (BT-10): a public buyer's Leitweg-ID; null: invoices name the buyer. */
    buyerReference: text('buyer_reference'),
    /** `[{ qualification, rate }]` as the event carries it: read whole with the facility, never queried inside. */
    qualificationBillingRates: jsonb('qualification_billing_rates').$type<Array<{ qualification: string; rate: number }>>().notNull().default([]),
    /** The source record's version; an older event never overwrites a newer state. */
    sourceVersion: integer('source_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  /** The self-service facility picker lists by name. */
  (t) => [index('facility_directory_name_idx').on(sql`lower(${t.name})`, t.id), index('facility_directory_client_idx').on(t.clientId)],
);

/** Contracts with facilities, from `facilities.contract.*` events (contract-coverage check). */
export const contractReplica = pgTable(
  'contract_replica',
  {
    id: uuid('id').primaryKey(),
    facilityId: uuid('facility_id').notNull(),
    status: text('status').notNull(),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to'),
    deleted: boolean('deleted').notNull().default(false),
    sourceVersion: integer('source_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_replica_facility_idx').on(t.facilityId).where(sql`not deleted`)],
);

/**
 * Clients (Entleiher), from `facilities.client.*` events: deleted ones stay flagged until purged.
 * A facility's client is `facility_directory.client_id`, or the facility itself when that is null.
 */
export const clientReplica = pgTable('client_replica', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  legalForm: text('legal_form'),
  /** The client's own lending limits (null: the statute's), each with its required note (docs/lending-law.md). */
  maxLendingMonths: integer('max_lending_months'),
  maxLendingMonthsNote: text('max_lending_months_note'),
  equalPayMonths: integer('equal_pay_months'),
  equalPayNote: text('equal_pay_note'),
  /** The client's address, contact and Käuferreferenz, as its invoices name the buyer (docs/billing.md). */
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  email: text('email'),
  phone: text('phone'),
  contactPerson: text('contact_person'),
  buyerReference: text('buyer_reference'),
  deleted: boolean('deleted').notNull().default(false),
  sourceVersion: integer('source_version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events a consumer could not apply: the kit's table, one shape in every service. */
export { parkedEvents } from '@cs/service-kit/messaging/parked-events';
