/**
 * Bench peer of the conflict check (issue 13): a bare `node:http` server on node-postgres (pool of
 * POOL_SIZE), answering `GET /api/assignments/check?employeeId=…&orderId=…&startDate=…&endDate=…`
 * without express, authentication, validation or problem plumbing. MODE says how much of a check
 * it does, so the same run shows where the time goes and what the machine allows:
 * - `floor`: one prepared primary-key read of the employee — the least any check that asks
 *   PostgreSQL can do;
 * - `facts`: the service's own facts query and mapping (`loadConflictFacts`), answering their size;
 * - `checks`: facts and every rule (`assessAssignment`), answering the service's JSON.
 * PORT, DATABASE_URL, MODE and POOL_SIZE from the environment.
 */
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Queryable } from '@cs/service-kit';
import { loadConflictFacts } from '../../services/staffing/src/assignments/load-conflict-facts';
import { assessAssignment } from '../../services/staffing/src/assignments/assess-assignment';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 4) });
const db = drizzle(pool) as unknown as Queryable;
const mode = process.env.MODE ?? 'floor';

const floorQuery = { name: 'peer_floor', text: 'select id, first_name, last_name, qualifications, weekly_hours from employees where id = $1' };

async function answer(params: URLSearchParams): Promise<string> {
  const candidate = {
    employeeId: params.get('employeeId')!,
    orderId: params.get('orderId')!,
    startDate: params.get('startDate')!,
    endDate: params.get('endDate')!,
  };
  if (mode === 'floor') {
    const { rows } = await pool.query({ ...floorQuery, values: [candidate.employeeId] });
    return JSON.stringify(rows[0] ?? null);
  }
  if (mode === 'facts') {
    const { workingTime } = await loadConflictFacts(db, candidate);
    return JSON.stringify({ others: workingTime.others.length });
  }
  return JSON.stringify((await assessAssignment(db, candidate)).result);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url!, 'http://peer');
    if (url.pathname === '/health/live') return void res.end('ok');
    answer(url.searchParams).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
