/**
 * Bench peer of creating an assignment (issue 13): a bare `node:http` server on node-postgres (pool
 * of POOL_SIZE), answering `POST /api/assignments` with the service's statements and nothing else —
 * no express, authentication, validation, drizzle query building or problem plumbing. One
 * transaction: the employee's advisory lock and the order's row lock, the facts and every rule (the
 * service's `lockForAssignment` and `assessAssignment`, the order's fill read with the facts), then the
 * same writes as the service — the assignment with its duties and week sums (the service's own
 * `insertAssignmentWithDuties`), the outbox row of the created event, and the order's status update
 * when it flips. 409 when a finding is an Error. The outbox rows are published by the staffing service running beside it (same database),
 * as they would be. PORT, DATABASE_URL and POOL_SIZE from the environment.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { subjectOf } from '@cs/contracts';
import type { Queryable, Tx } from '@cs/service-kit';
import { assessAssignment } from '../../services/staffing/src/assignments/assess-assignment';
import { insertAssignmentWithDuties } from '../../services/staffing/src/assignments/new-assignment.repo';
import { lockForAssignment } from '../../services/staffing/src/shared/assignment-locks';
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
    const db = handleOf(client);
    await lockForAssignment(db as Tx, body.employeeId, body.orderId);
    const { facts, duties, manualDates, result, orderFill } = await assessAssignment(db, body, { orderFill: true });
    if (!result.canSave) {
      await client.query('rollback');
      return [409, { findings: result.findings }];
    }
    const row = await insertAssignmentWithDuties(db, randomUUID(), { ...body, hoursPerDay: facts.candidate.hoursPerDay, note: null }, duties, manualDates);
    const event = { id: randomUUID(), type: 'staffing.assignment.created', version: 1, occurredAt: new Date().toISOString(), subject: { type: 'assignment', id: row.id }, data: { ...row, duties, warnings: result.findings } };
    await client.query('insert into outbox (id, subject, payload) values ($1, $2, $3)', [event.id, subjectOf(event), event]);
    const status = orderFill && derivedStatus(orderFill, [...orderFill.ranges, row]);
    if (facts.order.status !== 'Cancelled' && status !== facts.order.status) await client.query('update orders set status = $2 where id = $1', [body.orderId, status]);
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
