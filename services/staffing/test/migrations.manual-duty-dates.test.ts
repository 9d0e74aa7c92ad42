/**
 * Migration 0007 marks the existing duties that differ from their order's pattern as planned by hand
 * (docs/staffing.md, "An order's pattern change"). The database is opened as a service would before
 * the upgrade (migrations up to 0006: a copy of the folder with the journal cut there), filled, closed
 * and opened again with the real folder: the migrator applies 0007 as it would on deployment.
 */
import { expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { rowsOf, type Db } from '@cs/service-kit';
import { upgradeFrom } from './support/upgrade';

const upgrade = upgradeFrom('0007');

const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
const spaet = { start: '14:00', end: '22:00', breakMinutes: 30 };
// Mon–Fri early, weekend off; Wed 2027-05-05 late by exception, Thu 2027-05-06 off by exception.
const pattern = {
  weekdays: { mon: frueh, tue: frueh, wed: frueh, thu: frueh, fri: frueh, sat: null, sun: null },
  exceptions: { '2027-05-05': spaet, '2027-05-06': null },
};
type Shift = [start: string | null, end: string | null, breakMinutes: number | null];
const early: Shift = ['06:00', '14:30', 30];
const late: Shift = ['14:00', '22:00', 30];

async function insertOrder(db: Db, shiftPattern: unknown) {
  const id = uuidv7();
  const json = shiftPattern === null ? null : JSON.stringify(shiftPattern);
  await db.execute(sql`insert into orders (id, facility_id, start_date, end_date, hours_per_day, shift_pattern)
    values (${id}, ${uuidv7()}, '2027-05-01', '2027-05-31', 8, ${json}::jsonb)`);
  return id;
}

/** An assignment with the given duties per date (several shifts on a date: several duties). */
async function insertAssignment(db: Db, orderId: string, startDate: string, endDate: string, duties: Record<string, Shift[]>) {
  const [id, employeeId] = [uuidv7(), uuidv7()];
  await db.execute(sql`insert into employees (id, first_name, last_name, entry_date) values (${employeeId}, 'Anna', 'Alt', '2020-01-01')`);
  await db.execute(sql`insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day)
    values (${id}, ${orderId}, ${employeeId}, ${startDate}, ${endDate}, 8)`);
  for (const [date, shifts] of Object.entries(duties)) {
    for (const [position, [start, end, breakMinutes]] of shifts.entries()) {
      await db.execute(sql`insert into duties (assignment_id, employee_id, date, position, start, "end", break_minutes)
        values (${id}, ${employeeId}, ${date}, ${position}, ${start}, ${end}, ${breakMinutes})`);
    }
  }
  return id;
}

test('migration 0007 marks exactly the dates whose duties differ from the order pattern as manual', async () => {
  const before = await upgrade.openBefore();
  const names = new Map<string, string>();
  try {
    const { db } = before;
    const timed = await insertOrder(db, pattern);
    names.set(
      await insertAssignment(db, timed, '2027-05-03', '2027-05-09', {
        '2027-05-03': [early], // Mon as the pattern gives it
        '2027-05-04': [['07:00', '14:30', 30]], // Tue: another start
        '2027-05-05': [late], // Wed: the exception's late shift
        // Thu: off by exception, no duty
        '2027-05-07': [early, ['18:00', '20:00', 0]], // Fri: an extra duty
        '2027-05-08': [early], // Sat: a duty on a day the pattern has off
        // Sun: off, no duty
      }),
      'times',
    );
    names.set(
      await insertAssignment(db, timed, '2027-05-03', '2027-05-05', {
        // Mon: no duty although the pattern gives one (a day off by hand)
        '2027-05-04': [['06:00', '14:30', 45]], // Tue: another break
        '2027-05-05': [late],
      }),
      'days',
    );
    const untimed = await insertOrder(db, null);
    names.set(
      await insertAssignment(db, untimed, '2027-05-03', '2027-05-05', {
        '2027-05-03': [[null, null, null]], // one untimed duty: what an order without a pattern gives
        '2027-05-04': [['08:00', '12:00', 0]], // timed on an untimed order
        // Wed: none
      }),
      'untimed',
    );
    const untouched = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'manual_duty_dates'`),
    );
    expect(untouched[0].n).toBe(0);
  } finally {
    await before.close();
  }

  const after = await upgrade.openAfter();
  try {
    const rows = rowsOf<{ assignment_id: string; date: string }>(
      await after.db.execute(sql`select assignment_id, to_char(date, 'YYYY-MM-DD') as date from manual_duty_dates order by 1, 2`),
    );
    expect(rows.map((r) => `${names.get(r.assignment_id)} ${r.date}`).sort()).toEqual([
      'days 2027-05-03',
      'days 2027-05-04',
      'times 2027-05-04',
      'times 2027-05-07',
      'times 2027-05-08',
      'untimed 2027-05-04',
      'untimed 2027-05-05',
    ]);
  } finally {
    await after.close();
  }
}, 120_000);
