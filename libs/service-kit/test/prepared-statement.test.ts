/**
 * `preparedStatement` and `arrayLiteral` against a real database (PGlite, or TEST_DATABASE_URL): a
 * write of many rows given as arrays, one statement text whatever their number, NULLs kept, inside a
 * transaction and out, and on the PostgreSQL server prepared by name on the connection.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createLogger } from '../src/logger';
import { openDatabase, rowsOf, type Database } from '../src/db';
import { arrayLiteral, preparedStatement } from '../src/queries';
import { createTestDatabase } from '../src/testing/index';

const migrationsFolder = fileURLToPath(new URL('./fixtures/outbox-migrations', import.meta.url));
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase('prepared_statement');
  dropDatabase = testDb.drop;
  database = await openDatabase({ url: testDb.url, migrationsFolder, logger: createLogger('prepared-test', 'silent') });
  await database.db.execute(sql`create table shifts (day date not null, starts time, label text not null)`);
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

const insertShifts = preparedStatement(
  'test_insert_shifts',
  sql`with written as (
      insert into shifts (day, starts, label)
      select s.day, s.starts, ${sql.placeholder('label')} from unnest(${sql.placeholder('days')}::date[], ${sql.placeholder('starts')}::time[]) as s(day, starts)
      returning day)
    select count(*)::int as written from written`,
);

async function shifts(label: string) {
  const result = await database.db.execute(sql`select day::text as day, left(starts::text, 5) as starts from shifts where label = ${label} order by day`);
  return rowsOf(result);
}

describe('preparedStatement', () => {
  test('writes every row of its arrays, NULLs as NULL, whatever their number, in a transaction and out', async () => {
    const first = await insertShifts(database.db).execute({ label: 'a', days: arrayLiteral(['2027-03-01', '2027-03-02']), starts: arrayLiteral(['06:00', null]) });
    expect(first.rows).toEqual([{ written: 2 }]);
    await database.db.transaction(async (tx) => {
      const second = await insertShifts(tx).execute({ label: 'b', days: arrayLiteral(['2027-03-03', '2027-03-04', '2027-03-05']), starts: arrayLiteral(['22:00', '14:00', '06:30']) });
      expect(second.rows).toEqual([{ written: 3 }]);
    });
    const none = await insertShifts(database.db).execute({ label: 'c', days: arrayLiteral([]), starts: arrayLiteral([]) });
    expect(none.rows).toEqual([{ written: 0 }]);
    expect(await shifts('a')).toEqual([{ day: '2027-03-01', starts: '06:00' }, { day: '2027-03-02', starts: null }]);
    expect((await shifts('b')).map((s) => (s as { starts: string }).starts)).toEqual(['22:00', '14:00', '06:30']);
  });

  test('a rolled-back transaction leaves nothing, and the next one prepares again on its handle', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertShifts(tx).execute({ label: 'd', days: arrayLiteral(['2027-04-01']), starts: arrayLiteral(['08:00']) });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await shifts('d')).toEqual([]);
    await database.db.transaction((tx) => insertShifts(tx).execute({ label: 'd', days: arrayLiteral(['2027-04-02']), starts: arrayLiteral(['09:00']) }));
    expect(await shifts('d')).toEqual([{ day: '2027-04-02', starts: '09:00' }]);
  });

  (process.env.TEST_DATABASE_URL ? test : test.skip)('is prepared by its name on the connection (PostgreSQL server)', async () => {
    const names = await database.db.transaction(async (tx) => {
      await insertShifts(tx).execute({ label: 'e', days: arrayLiteral([]), starts: arrayLiteral([]) });
      return rowsOf(await tx.execute(sql`select name from pg_prepared_statements where name = 'test_insert_shifts'`));
    });
    expect(names).toEqual([{ name: 'test_insert_shifts' }]);
  });

  test('refuses a bound value: it would be frozen into the prepared text', () => {
    expect(() => preparedStatement('test_bound', sql`select ${1}::int`)).toThrow('every value must be a sql.placeholder');
  });
});

describe('arrayLiteral', () => {
  test('writes plain values and NULL', () => {
    expect(arrayLiteral(['2027-01-01', null, '06:00'])).toBe('{2027-01-01,NULL,06:00}');
    expect(arrayLiteral([3, -1, 0])).toBe('{3,-1,0}');
    expect(arrayLiteral([])).toBe('{}');
  });

  test.each(['a,b', 'a b', '{x}', 'say "hi"', 'back\\slash', 'null', 'NULL', ''])('refuses %j, which would not stay one plain element', (value) => {
    expect(() => arrayLiteral([value])).toThrow('only plain values');
  });
});
