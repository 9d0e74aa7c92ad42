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
 * Both, in the one order every assignment change uses: employees, then (an existing assignment's
 * row, then) orders. Deleting an assignment locks its row, then its order (status refresh).
 * One statement: the orders' row locks sit in a subquery that reads the employee locks' result, so
 * PostgreSQL takes them only after all the employee locks (and takes those even for an unknown order).
 */
export async function lockForAssignment(tx: Tx, employeeIds: string[], orderIds: string[]) {
  await employeesThenOrders(tx).execute({ employeeIds: arrayLiteral(sortedUnique(employeeIds)), orderIds: arrayLiteral(sortedUnique(orderIds)) });
}

const employeesThenOrders = preparedStatement(
  'staffing_lock_for_assignment',
  sql`with employees as materialized (
      select count(pg_advisory_xact_lock(${sql.raw(String(EMPLOYEE_LOCK_CLASS))}, hashtext(e.id))) as locked
      from (select id from unnest(${sql.placeholder('employeeIds')}::text[]) with ordinality as e(id, n) order by n) e)
    select o.id from employees, lateral (select id from orders where id = any(${sql.placeholder('orderIds')}::uuid[]) and employees.locked >= 0 order by id for no key update) o`,
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
