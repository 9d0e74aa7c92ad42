import { sql } from 'drizzle-orm';
import type { Tx } from '@cs/service-kit';

/** Serializes first-start seeding across replicas starting at once (held until the transaction ends). */
export const takeBootstrapLock = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(7243912)`);
