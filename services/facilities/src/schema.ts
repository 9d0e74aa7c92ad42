import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
export { outbox, inbox } from '@cs/service-kit/outbox/tables';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    phone: text('phone'),
    email: text('email'),
    contactPerson: text('contact_person'),
    notes: text('notes'),
    crmStatus: text('crm_status'),
    billingRate: money('billing_rate'),
    travelCostRate: money('travel_cost_rate'),
    mealAllowanceRate: money('meal_allowance_rate'),
    travelCostMode: text('travel_cost_mode', { enum: ['Pauschale', 'ProKilometer'] }).notNull().default('Pauschale'),
    travelCostPerKm: money('travel_cost_per_km').notNull().default(0),
    /** Lower-cased searchable text (name, street, postal code, city, contact person), trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || E'\n' || coalesce(street, '') || E'\n' || coalesce(postal_code, '') || E'\n' || coalesce(city, '') || E'\n' || coalesce(contact_person, ''))`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('facilities_name_id_idx').on(t.name, t.id),
    index('facilities_crm_status_idx').on(t.crmStatus, t.name, t.id),
    index('facilities_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
