import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { rowsOf, type Db } from './db';

/** Claims one interval of a periodic job for this process; false when another process (or an earlier run here) holds it. */
export type PeriodClaim = () => Promise<boolean>;

/**
 * Several processes of a service share one database, and each runs the same timers. A job that must
 * run once per interval across all of them (trash retention) claims the interval first: one atomic
 * upsert of the job's row in `periodic_job_claims` (the kit's migration 0001) that succeeds only when
 * the previous claim has run out, and then holds it for `intervalMs`. Exactly one of several processes
 * ticking at once gets it; the others skip that tick. The database's clock decides, so the processes'
 * clocks may differ. A process that crashes during its run leaves the claim to run out: the next
 * interval runs again elsewhere.
 */
export function periodClaim(db: Db, name: string, intervalMs: number): PeriodClaim {
  const holder = uuidv7();
  return async () => {
    const claimed = await db.execute(sql`
      insert into periodic_job_claims (name, holder, claimed_until)
      values (${name}, ${holder}, now() + make_interval(secs => ${intervalMs / 1000}))
      on conflict (name) do update set holder = excluded.holder, claimed_until = excluded.claimed_until
      where periodic_job_claims.claimed_until <= now()
      returning holder`);
    return rowsOf(claimed).length === 1;
  };
}
