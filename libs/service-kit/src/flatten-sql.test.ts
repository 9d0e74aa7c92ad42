import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { flattenSql } from './queries';

const dialect = new PgDialect();
const employeeId = sql.placeholder('employeeId');
const from = sql.placeholder('from');

describe('flattenSql', () => {
  it('renders to the same text and placeholders as the tree it came from, a placeholder used twice included', () => {
    const inner = sql`(select count(*) from duties d where d.employee_id = ${employeeId} and d.date >= ${from}::date)`;
    const tree = sql`json_build_object('duties', ${inner}, 'again', (select ${employeeId}::uuid))`;
    const flat = flattenSql(tree);
    expect(dialect.sqlToQuery(flat)).toEqual(dialect.sqlToQuery(tree));
    const embedded = (s: typeof tree) => dialect.sqlToQuery(sql`select ${s} as facts where ${sql.placeholder('x')} is not null`);
    expect(embedded(flat)).toEqual(embedded(tree));
    expect(embedded(flat).params.map((p) => (p as { name: string }).name)).toEqual(['employeeId', 'from', 'employeeId', 'x']);
  });

  it('refuses an expression with a bound value (it would be frozen into the text)', () => {
    expect(() => flattenSql(sql`select ${42}`)).toThrow('sql.placeholder');
  });
});
