import { boolean, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '@cs/service-kit/records/columns';

/** Configurable value lists (`qualifications` with rank, `absenceTypes`, `crmStatus`, …). */
export const valueLists = pgTable(
  'value_lists',
  {
    id: uuid('id').primaryKey(),
    listKey: text('list_key').notNull(),
    /** Stable slug stored on records; never changes. */
    code: text('code').notNull(),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Qualifications only: a higher rank may fill an order requiring a lower one. */
    rank: integer('rank'),
    ...recordColumns(),
  },
  (t) => [unique('value_lists_list_code_key').on(t.listKey, t.code)],
);
