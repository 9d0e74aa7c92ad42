import { sql } from 'drizzle-orm';
import { date, numeric } from 'drizzle-orm/pg-core';

/** Column helpers shared by the staffing tables (record and soft-delete columns: `@cs/service-kit/records/columns`). */
export const day = (name: string) => date(name, { mode: 'string' });
export const decimal = (name: string, precision: number) => numeric(name, { precision, scale: 2, mode: 'number' });

export const live = sql`deleted_at is null`;
export const trashed = sql`deleted_at is not null`;
