import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadConflictFacts } from '../services/staffing/src/assignments/load-conflict-facts';
import { runConflictChecks, validateAssignmentRange } from '../services/staffing/src/assignments/conflicts';
import { layoutFor } from './lib/staffing-data';
import { randomCandidate } from './lib/staffing-requests';

const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/${process.env.DB ?? 'bench_staffing'}`, max: 1 });
const db = drizzle({ client: pool }) as never;
const layout = layoutFor(50_000, 1_000_000);
const N = 2000;
let tLoad = 0, tCheck = 0, tJson = 0, bytes = 0, others = 0, findings = 0;
for (let i = 0; i < N + 200; i++) {
  const c = randomCandidate(layout);
  const a = performance.now();
  const { facts, severities } = await loadConflictFacts(db, c);
  const b = performance.now();
  if (!validateAssignmentRange(facts).ok) throw new Error('range');
  const r = runConflictChecks(facts, severities);
  const d = performance.now();
  const s = JSON.stringify(r);
  const e = performance.now();
  if (i >= 200) { tLoad += b - a; tCheck += d - b; tJson += e - d; bytes += s.length; others += facts.otherAssignments.length; findings += r.findings.length; }
}
console.log({ loadMs: tLoad / N, checkMs: tCheck / N, jsonMs: tJson / N, bytes: bytes / N, others: others / N, findings: findings / N });
await pool.end();
