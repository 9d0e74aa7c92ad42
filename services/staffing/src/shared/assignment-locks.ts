import { sql } from 'drizzle-orm';
import { arrayLiteral, found, preparedStatement, type Tx } from '@cs/service-kit';

/** Advisory-lock class of "an employee's assignments" (second key: hash of the employee id). */
const EMPLOYEE_LOCK_CLASS = 31_415;

const sortedUnique = (ids: string[]) => [...new Set(ids)].sort();

/**
 * Serializes every change to one employee's assignments (and edits or deletes of the employee):
 * a transaction-level advisory lock per employee, taken before the facts are loaded and held until
 * commit. Two parallel overlapping creates thus see each other, and exactly one passes an
 * overlap = Error check. Ids are locked in sorted order so two transactions never wait crosswise.
 */
export async function lockEmployees(tx: Tx, employeeIds: string[]) {
  await employeeLocks(tx).execute({ ids: arrayLiteral(sortedUnique(employeeIds)) });
}

/** One statement for all the employees, in the order given (unnest keeps it); prepared once per connection. */
const employeeLocks = preparedStatement(
  'staffing_lock_employees',
  sql`select pg_advisory_xact_lock(${sql.raw(String(EMPLOYEE_LOCK_CLASS))}, hashtext(e.id)) from unnest(${sql.placeholder('ids')}::text[]) with ordinality as e(id, n) order by e.n`,
);

/** Row locks on orders (after the employee locks): a concurrent cancel or delete waits, and vice versa. */
export async function lockOrders(tx: Tx, orderIds: string[]) {
  await orderLocks(tx).execute({ ids: arrayLiteral(sortedUnique(orderIds)) });
}

const orderLocks = preparedStatement('staffing_lock_orders', sql`select id from orders where id = any(${sql.placeholder('ids')}::uuid[]) order by id for no key update`);

/**
 * Both for one assignment, in the one order every assignment change uses: its employee, then (an
 * existing assignment's row, then) its order. Deleting an assignment locks its row, then its order
 * (status refresh). One statement: the order's row lock sits in a subquery that reads the employee
 * lock's result, so PostgreSQL takes it only after the employee's (taken even for an unknown order).
 * Single values, not arrays: PostgreSQL then keeps one generic plan instead of planning every call.
 */
export async function lockForAssignment(tx: Tx, employeeId: string, orderId: string) {
  await employeeThenOrder(tx).execute({ employeeId, orderId });
}

const employeeThenOrder = preparedStatement(
  'staffing_lock_for_assignment',
  sql`with employee as materialized (select pg_advisory_xact_lock(${sql.raw(String(EMPLOYEE_LOCK_CLASS))}, hashtext(${sql.placeholder('employeeId')}::text)) is null as unlocked)
    select o.id from employee, lateral (select id from orders where id = ${sql.placeholder('orderId')}::uuid and not employee.unlocked for no key update) o`,
);

/**
 * An employee's record (absence, assignment) about to change, possibly to `nextEmployeeId`: read
 * once to learn its employee, both employees' locks taken (the lock order of every assignment
 * change), then read again with its row lock. `seen` and `current` differ in `employeeId` only when
 * it moved to another employee in between (its new employee's lock is then not held); 404 as `noun`.
 */
export async function lockEmployeeRecord<Row extends { employeeId: string }>(
  tx: Tx,
  find: (tx: Tx, id: string, options?: { lock?: boolean }) => Promise<Row | undefined>,
  id: string,
  nextEmployeeId: string,
  noun: string,
): Promise<{ seen: Row; current: Row }> {
  const seen = found(await find(tx, id), noun);
  await lockEmployees(tx, [seen.employeeId, nextEmployeeId]);
  const current = found(await find(tx, id, { lock: true }), noun);
  return { seen, current };
}
