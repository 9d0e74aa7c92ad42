import { eq } from 'drizzle-orm';
import { isoTimestamp, updateRecord, type Queryable } from '@cs/service-kit';
import type { PayrollSettingsResponse, UpdatePayrollSettingsRequest, WageTypeKind } from '@cs/contracts/http/payroll-settings';
import { payrollSettings } from '../schema';

/**
 * Defaults until the office enters its own: wage-type numbers that are placeholders to be agreed with
 * the payroll office (each payroll sets up its own wage types), and the night window of § 2 Abs. 3
 * ArbZG (23:00–06:00) — pay does not follow a client's billing window.
 */
export const defaultPayrollSettings = {
  consultantNumber: null,
  clientNumber: null,
  wageTypes: { regular: 1000, night: 1100, sunday: 1200, holiday: 1300, overtime: 1400, mealAllowanceDays: 1500 } satisfies Record<WageTypeKind, number>,
  nightStart: '23:00',
  nightEnd: '06:00',
};

type Row = typeof payrollSettings.$inferSelect;

const toResponse = (row: Row): PayrollSettingsResponse => ({
  consultantNumber: row.consultantNumber,
  clientNumber: row.clientNumber,
  wageTypes: { ...defaultPayrollSettings.wageTypes, ...row.wageTypes },
  nightStart: row.nightStart,
  nightEnd: row.nightEnd,
  version: row.version,
  updatedAt: isoTimestamp(row.updatedAt),
});

/** The singleton, made with the defaults on first read. */
export async function readPayrollSettings(q: Queryable, opts: { lock?: boolean } = {}): Promise<PayrollSettingsResponse> {
  const select = () => {
    const query = q.select().from(payrollSettings).where(eq(payrollSettings.id, 1));
    return opts.lock ? query.for('update') : query;
  };
  let [row] = await select();
  if (!row) {
    await q.insert(payrollSettings).values({ id: 1, ...defaultPayrollSettings }).onConflictDoNothing();
    [row] = await select();
  }
  return toResponse(row);
}

export const writePayrollSettings = async (q: Queryable, values: UpdatePayrollSettingsRequest) => toResponse(await updateRecord(q, payrollSettings, 1, values));
