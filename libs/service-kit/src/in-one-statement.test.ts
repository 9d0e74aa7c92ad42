import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { inOneStatement } from './queries';

const dialect = new PgDialect();

describe('inOneStatement', () => {
  it('runs all but the last write as data-modifying CTEs before the last, keeping every value in order', () => {
    const q = dialect.sqlToQuery(inOneStatement([
      sql`insert into a (x) values (${1})`,
      sql`delete from b where y = ${'two'}`,
      sql`insert into c (z) values (${3}) returning z`,
    ]));
    expect(q.sql).toBe('with w0 as (insert into a (x) values ($1)), w1 as (delete from b where y = $2) insert into c (z) values ($3) returning z');
    expect(q.params).toEqual([1, 'two', 3]);
  });

  it('leaves a single statement as it is and refuses none', () => {
    const one = sql`update t set v = ${5}`;
    expect(dialect.sqlToQuery(inOneStatement([one]))).toEqual(dialect.sqlToQuery(one));
    expect(() => inOneStatement([])).toThrow('no statement');
  });
});
