import { describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { eventually } from '@cs/service-kit/testing/index';
import { Harness } from './support/harness';
import { confirm, draft, invoiceStep, invoiceWorld, setSeller } from './support/invoices';
import { step } from './support/timesheets';

const h = Harness.forFile('invoices_concurrency');
const may = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };
const year = new Date().getFullYear();
/** Ordered by a lock a second connection holds, never by timing: only on a PostgreSQL server (TEST_DATABASE_URL; PGlite has one connection). */
const onServer = process.env.TEST_DATABASE_URL ? test : test.skip;

describe('concurrency', () => {
  test('drafting the same timesheets five times at once: one draft, four 409 naming them', async () => {
    const w = await invoiceWorld(h);
    const answers = await Promise.all(Array.from({ length: 5 }, () => draft(h, { facilityId: w.facility.id, ...may })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toMatchObject({ code: 'TIMESHEETS_ALREADY_INVOICED', timesheetIds: w.assigned[0].sheetIds });
    expect((await h.call(`/api/invoices?facilityId=${w.facility.id}`)).body.totalCount).toBe(1);
  });

  test('ten drafts issued at once get the numbers 1…10 of the year: no gap, no duplicate', async () => {
    await setSeller(h);
    const drafts = [];
    for (let i = 0; i < 10; i++) {
      const w = await invoiceWorld(h);
      drafts.push((await draft(h, { facilityId: w.facility.id, ...may })).body.id);
    }
    const issued = await Promise.all(drafts.map((id) => invoiceStep(h, id, 'issue')));
    expect(issued.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(issued.map((r) => r.body.number).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `${year}-${String(i + 1).padStart(5, '0')}`));
    const twice = await Promise.all([invoiceStep(h, drafts[0], 'issue'), invoiceStep(h, drafts[0], 'cancel', { reason: 'a' }), invoiceStep(h, drafts[0], 'cancel', { reason: 'b' })]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(twice.find((r) => r.status === 200)?.body.number).toBe(`${year}-00011`);
  });

  onServer('a timesheet revised while a draft of it is being made: the draft claims the superseded revision; issuing it → 409 INVOICE_DRAFT_OUTDATED until recalculated', async () => {
    await setSeller(h);
    const w = await invoiceWorld(h);
    const [sheetId] = w.assigned[0].sheetIds;
    const [holder, watcher] = [h.databaseUrl, h.databaseUrl].map((url) => new pg.Client({ connectionString: url }));
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      // invoice_claims readable but not writable: the draft reads the confirmed duties, then waits to claim them.
      await holder.query('begin');
      await holder.query('lock table invoice_claims in share mode');
      const drafting = draft(h, { facilityId: w.facility.id, ...may });
      await eventually(async () => {
        const { rows } = await watcher.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'relation' and query ilike '%insert into invoice_claims%'`,
        );
        return rows[0].n === 1;
      });
      // Meanwhile the office corrects the timesheet: no claim is committed yet, so TIMESHEET_INVOICED cannot stop it.
      const revised = await step(h, sheetId, 'revise');
      expect(revised.status).toBe(200);
      await holder.query('commit');
      const drafted = await drafting;
      expect(drafted.status).toBe(200);
      expect(drafted.body.timesheetIds).toEqual([sheetId]);

      const outdated = await invoiceStep(h, drafted.body.id, 'issue');
      expect(outdated.status).toBe(409);
      expect(outdated.body).toMatchObject({ code: 'INVOICE_DRAFT_OUTDATED', timesheetIds: [sheetId] });
      expect((await h.call(`/api/invoices/${drafted.body.id}`)).body).toMatchObject({ state: 'draft', number: null, version: drafted.body.version });

      // The way out: confirm the correction, recalculate (it now bills the new revision), issue.
      await confirm(h, revised.body.id);
      const recalculated = await invoiceStep(h, drafted.body.id, 'recalculate');
      expect(recalculated.status).toBe(200);
      expect(recalculated.body.timesheetIds).toEqual([revised.body.id]);
      expect((await invoiceStep(h, drafted.body.id, 'issue')).body).toMatchObject({ state: 'issued', timesheetIds: [revised.body.id] });
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await Promise.all([holder.end(), watcher.end()]);
    }
  });
});
