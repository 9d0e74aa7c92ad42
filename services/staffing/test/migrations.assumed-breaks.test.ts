/**
 * Migration 0009 turns the break of 0 that shifts without a stated break were stored with into the
 * assumed statutory break, and the duties generated from them from today on follow (docs/staffing.md,
 * "Orders"). The database is opened as before the upgrade (migrations up to 0008: a copy of the
 * folder with the journal cut there), filled, closed and opened again with the real folder.
 */
import { expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { rowsOf, type Db } from '@cs/service-kit';
import { upgradeFrom } from './support/upgrade';

const upgrade = upgradeFrom('0009');

const early = { start: '06:00', end: '14:00', breakMinutes: 0 };
const short = { start: '08:00', end: '14:00', breakMinutes: 0 };
const stated = { start: '06:00', end: '14:30', breakMinutes: 45 };
const night = { start: '20:00', end: '06:00', breakMinutes: 0 };
// Mon early, Tue a stated break, Wed 6 h, Sun off; one exception night.
const pattern = { weekdays: { mon: early, tue: stated, wed: short, thu: null, fri: null, sat: null, sun: null }, exceptions: { '2098-05-07': night } };

async function insertOrder(db: Db) {
  const id = uuidv7();
  await db.execute(sql`insert into orders (id, facility_id, start_date, end_date, hours_per_day, shift_pattern)
    values (${id}, ${uuidv7()}, '2020-01-01', '2098-12-31', 8, ${JSON.stringify(pattern)}::jsonb)`);
  return id;
}

async function insertAssignment(db: Db, orderId: string, duties: Array<[date: string, start: string, end: string, breakMinutes: number]>, manual: string[]) {
  const [id, employeeId] = [uuidv7(), uuidv7()];
  await db.execute(sql`insert into employees (id, first_name, last_name, entry_date) values (${employeeId}, 'Anna', 'Alt', '2020-01-01')`);
  await db.execute(sql`insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day)
    values (${id}, ${orderId}, ${employeeId}, '2020-05-04', '2098-05-07', 8)`);
  for (const [date, start, end, breakMinutes] of duties) {
    await db.execute(sql`insert into duties (assignment_id, employee_id, date, position, start, "end", break_minutes)
      values (${id}, ${employeeId}, ${date}, 0, ${start}, ${end}, ${breakMinutes})`);
  }
  for (const date of manual) await db.execute(sql`insert into manual_duty_dates (assignment_id, date) values (${id}, ${date})`);
  return id;
}

test('migration 0009 assumes the statutory break where none was stated, and future generated duties follow', async () => {
  const before = await upgrade.openBefore();
  let orderId: string;
  try {
    const { db } = before;
    orderId = await insertOrder(db);
    await insertAssignment(db, orderId, [
      ['2020-05-04', '06:00', '14:00', 0], // a past Monday: stays as worked
      ['2098-05-05', '06:00', '14:00', 0], // a future Monday as the pattern gave it: follows
      ['2098-05-06', '08:00', '14:00', 0], // Tuesday by hand (manual): stays
      ['2098-05-07', '20:00', '06:00', 0], // the exception's night: follows
    ], ['2098-05-06']);
    await db.execute(sql`insert into duty_weeks_zone (id, time_zone) values (1, 'Europe/Berlin')`);
  } finally {
    await before.close();
  }

  const after = await upgrade.openAfter();
  try {
    const [order] = rowsOf<{ p: unknown }>(await after.db.execute(sql`select shift_pattern as p from orders where id = ${orderId!}`));
    expect(order.p).toEqual({
      weekdays: {
        mon: { ...early, breakMinutes: 30, breakAssumed: true },
        tue: { ...stated, breakAssumed: false },
        wed: { ...short, breakAssumed: true },
        thu: null, fri: null, sat: null, sun: null,
      },
      exceptions: { '2098-05-07': { ...night, breakMinutes: 45, breakAssumed: true } },
    });
    const duties = rowsOf<{ date: string; b: number }>(await after.db.execute(sql`select to_char(date, 'YYYY-MM-DD') as date, break_minutes as b from duties order by date`));
    expect(duties.map((d) => `${d.date} ${d.b}`)).toEqual(['2020-05-04 0', '2098-05-05 30', '2098-05-06 0', '2098-05-07 45']);
    const zones = rowsOf<{ n: number }>(await after.db.execute(sql`select count(*)::int as n from duty_weeks_zone`));
    expect(zones[0].n).toBe(0);
  } finally {
    await after.close();
  }
}, 120_000);
