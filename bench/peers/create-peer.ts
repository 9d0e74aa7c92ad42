/**
 * Bench peer of creating an assignment (issue 13): a bare `node:http` server on node-postgres (pool
 * of POOL_SIZE), answering `POST /api/assignments` with the service's statements and nothing else —
 * no express, authentication, validation, drizzle query building or problem plumbing. One
 * transaction: the employee's advisory lock, the order's row lock, the facts and every rule (the
 * service's `assessAssignment`), then the same writes as the service — the assignment, its duties
 * with the week sums' difference (the service's own prepared `insertDuties`), the outbox row of the created
 * event, the order's status with its ranges (and its update when it flips). 409 when a finding is
 * an Error. The outbox rows are published by the staffing service running beside it (same database),
 * as they would be. PORT, DATABASE_URL and POOL_SIZE from the environment.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { subjectOf } from '@cs/contracts';
import type { Queryable } from '@cs/service-kit';
import { assessAssignment } from '../../services/staffing/src/assignments/assess-assignment';
import { insertDuties } from '../../services/staffing/src/assignments/duties.repo';
import { derivedStatus } from '../../services/staffing/src/orders/order-status';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 4) });
const handles = new WeakMap<pg.PoolClient, Queryable>();
const handleOf = (client: pg.PoolClient) => {
  let db = handles.get(client);
  if (!db) handles.set(client, (db = drizzle(client) as unknown as Queryable));
  return db;
};

interface Body {
  employeeId: string;
  orderId: string;
  startDate: string;
  endDate: string;
}

async function create(body: Body): Promise<[number, unknown]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(31415, hashtext($1))', [body.employeeId]);
    await client.query('select id from orders where id = $1 for no key update', [body.orderId]);
    const { facts, duties, result } = await assessAssignment(handleOf(client), body);
    if (!result.canSave) {
      await client.query('rollback');
      return [409, { findings: result.findings }];
    }
    const id = randomUUID();
    const { rows: [row] } = await client.query(
      `insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day) values ($1, $2, $3, $4, $5, $6)
       returning id, order_id as "orderId", employee_id as "employeeId", start_date::text as "startDate", end_date::text as "endDate", version, created_at as "createdAt"`,
      [id, body.orderId, body.employeeId, body.startDate, body.endDate, facts.candidate.hoursPerDay],
    );
    await insertDuties(handleOf(client), id, body.employeeId, duties);
    const event = { id: randomUUID(), type: 'staffing.assignment.created', version: 1, occurredAt: new Date().toISOString(), subject: { type: 'assignment', id }, data: { ...row, duties, warnings: result.findings } };
    await client.query('insert into outbox (id, subject, payload) values ($1, $2, $3)', [event.id, subjectOf(event), event]);
    const { rows: [order] } = await client.query(
      `select o.status, o.start_date::text as "startDate", o.end_date::text as "endDate", o.headcount,
         (select coalesce(json_agg(json_build_object('startDate', a.start_date, 'endDate', a.end_date)), '[]'::json) from assignments a where a.order_id = o.id and a.deleted_at is null) as ranges
       from orders o where o.id = $1`,
      [body.orderId],
    );
    const status = derivedStatus(order, order.ranges);
    if (order.status !== 'Cancelled' && status !== order.status) await client.query('update orders set status = $2 where id = $1', [body.orderId, status]);
    await client.query('commit');
    return [201, { ...row, duties, warnings: result.findings }];
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

http
  .createServer((req, res) => {
    if (req.url === '/health/live') return void res.end('ok');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      create(JSON.parse(Buffer.concat(chunks).toString()) as Body).then(
        ([status, body]) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: Error) => res.writeHead(500).end(error.message),
      );
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
