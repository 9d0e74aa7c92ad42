import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { payrollExportLines, payrollExports, payrollExportTimesheets } from '../schema';

export type ExportRow = typeof payrollExports.$inferSelect;
export type LineRow = typeof payrollExportLines.$inferSelect;
export type ExportTimesheetRow = typeof payrollExportTimesheets.$inferSelect;

/** Runs of a month are numbered one after the other: the lock holds a second run of the month until this one is saved. */
export async function nextRunNumber(q: Queryable, month: string): Promise<{ runNumber: number; previousId: string | null }> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll-export:${month}`}))`);
  const [last] = await q.select({ id: payrollExports.id, runNumber: payrollExports.runNumber }).from(payrollExports)
    .where(eq(payrollExports.month, month)).orderBy(desc(payrollExports.runNumber)).limit(1);
  return { runNumber: (last?.runNumber ?? 0) + 1, previousId: last?.id ?? null };
}

/** The timesheet (id) each assignment and week had in a run: `assignmentId|weekStart` → timesheet id. */
export async function timesheetsOfRun(q: Queryable, exportId: string): Promise<Map<string, string>> {
  const rows = await q.select({ assignmentId: payrollExportTimesheets.assignmentId, weekStart: payrollExportTimesheets.weekStart, timesheetId: payrollExportTimesheets.timesheetId })
    .from(payrollExportTimesheets).where(eq(payrollExportTimesheets.exportId, exportId));
  return new Map(rows.map((r) => [`${r.assignmentId}|${r.weekStart}`, r.timesheetId]));
}

const CHUNK = 4000;

/** Saves a run with its lines and timesheets (multi-row inserts in chunks below PostgreSQL's parameter limit). */
export async function insertExport(q: Queryable, run: ExportRow, lines: LineRow[], sheets: ExportTimesheetRow[]) {
  await q.insert(payrollExports).values(run);
  for (let i = 0; i < lines.length; i += CHUNK) await q.insert(payrollExportLines).values(lines.slice(i, i + CHUNK));
  for (let i = 0; i < sheets.length; i += CHUNK) await q.insert(payrollExportTimesheets).values(sheets.slice(i, i + CHUNK));
}

export async function findExport(q: Queryable, id: string) {
  const [run] = await q.select().from(payrollExports).where(eq(payrollExports.id, id));
  if (!run) return undefined;
  const [lines, sheets] = await Promise.all([
    q.select().from(payrollExportLines).where(eq(payrollExportLines.exportId, id)).orderBy(asc(payrollExportLines.name), asc(payrollExportLines.employeeId)),
    q.select().from(payrollExportTimesheets).where(eq(payrollExportTimesheets.exportId, id))
      .orderBy(asc(payrollExportTimesheets.employeeId), asc(payrollExportTimesheets.weekStart), asc(payrollExportTimesheets.timesheetId)),
  ]);
  return { run, lines, sheets };
}

/** Runs, newest first (by month, then run number). */
export async function listExports(q: Queryable, f: { month?: string; page: number; pageSize: number }) {
  const where = f.month ? and(eq(payrollExports.month, f.month)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    q.select().from(payrollExports).where(where).orderBy(desc(payrollExports.month), desc(payrollExports.runNumber)).limit(f.pageSize).offset((f.page - 1) * f.pageSize),
    q.select({ total: count() }).from(payrollExports).where(where),
  ]);
  return { rows, total };
}
