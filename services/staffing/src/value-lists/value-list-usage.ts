import { arrayContains, count, eq } from 'drizzle-orm';
import { conflict, type Queryable } from '@cs/service-kit';
import type { ValueListKey } from '@cs/contracts/http/value-lists';
import { absences, employees, orders } from '../schema';

export type Usage = Partial<Record<'employees' | 'orders' | 'absences', number>>;

/**
 * How many records use a code — live ones and those in the trash (a restore brings a record back
 * exactly as it was, so its codes must still exist).
 */
export async function usageOf(q: Queryable, listKey: ValueListKey, code: string): Promise<Usage> {
  switch (listKey) {
    case 'qualifications': {
      const [[e], [o]] = await Promise.all([
        q.select({ n: count() }).from(employees).where(arrayContains(employees.qualifications, [code])),
        q.select({ n: count() }).from(orders).where(eq(orders.requiredQualification, code)),
      ]);
      return { employees: e.n, orders: o.n };
    }
    case 'absenceTypes': {
      const [a] = await q.select({ n: count() }).from(absences).where(eq(absences.type, code));
      return { absences: a.n };
    }
    case 'crmStatus':
      return {};
  }
}

/**
 * Refuses deleting a code some record uses (409 VALUE_IN_USE; deactivate it instead). crmStatus
 * codes live on facilities, which staffing cannot see: they are never deleted, only deactivated.
 */
export async function assertUnused(q: Queryable, listKey: ValueListKey, code: string) {
  if (listKey === 'crmStatus') {
    throw conflict('VALUE_IN_USE', 'crmStatus codes may be used by facilities, which staffing cannot see; deactivate the entry instead.', {
      usage: { facilities: null },
    });
  }
  const usage = await usageOf(q, listKey, code);
  const total = Object.values(usage).reduce((a, b) => a + b, 0);
  if (total > 0) {
    const where = Object.entries(usage).flatMap(([what, n]) => (n > 0 ? [`${n} ${what}`] : []));
    throw conflict('VALUE_IN_USE', `'${code}' is used by ${where.join(' and ')}; deactivate it instead.`, { usage });
  }
}
