/**
 * `npm run bench -- findings-size`: how many findings and how many bytes of JSON the working-time
 * engine answers for dense plans (no database, no HTTP: the engine alone, German messages), and the
 * CPU time of one check plus serialising its answer. Figures in docs/working-time-rules.md.
 */
import os from 'node:os';
import { runWorkingTimeRules, type PlannedDuty, type WorkingTimeFacts } from '../services/staffing/src/working-time';
import { daily, duty, facts, other } from '../services/staffing/src/working-time/rules/rules.fixture';

const untimed = (d: PlannedDuty): PlannedDuty => ({ ...d, start: null, end: null, breakMinutes: null });
const from = '2027-05-03';

/** Dense plans a dispatcher meets: 14 days against another assignment, nights, a minor, missing times. */
const cases: Record<string, WorkingTimeFacts> = {
  'overlap, 14 days (Früh 06:00–17:00 vs Spät 13:00–21:00)': facts({
    candidate: daily(duty, from, 14, '06:00', '17:00'),
    others: daily(other, from, 14, '13:00', '21:00'),
  }),
  'other order without times, 14 days': facts({
    candidate: daily(duty, from, 14, '06:00', '14:30', 30),
    others: daily(other, from, 14, '00:00', '00:00').map(untimed),
  }),
  'nights 20:00–08:00, 14 days': facts({ candidate: daily(duty, from, 14, '20:00', '08:00', 60) }),
  'minor on nights 22:00–06:00, 10 days': facts({
    candidate: daily(duty, from, 10, '22:00', '06:00'),
    employee: { dateOfBirth: '2012-01-01' },
  }),
  'late then early, alternating rests, 14 days': facts({
    candidate: daily(duty, from, 14, '06:00', '14:30', 30),
    others: daily(other, '2027-05-02', 14, '14:00', '22:00', 30),
  }),
  'shortened rests (10.5 h), 14 days': facts({
    candidate: daily(duty, from, 14, '07:30', '11:30'),
    others: daily(other, '2027-05-02', 14, '12:00', '21:00', 45),
  }),
};

const checks = 1000;

/** CPU milliseconds (user + system) per call, over `checks` calls. */
function cpuMs(call: () => unknown): number {
  const before = process.cpuUsage();
  for (let i = 0; i < checks; i++) call();
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / 1000 / checks;
}
// Warm up: holiday calendars, Temporal conversions and JIT, so the first case pays no more than the others.
for (const f of Object.values(cases)) for (let i = 0; i < 50; i++) JSON.stringify(runWorkingTimeRules(f));
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${checks} checks per case`);
for (const [name, f] of Object.entries(cases)) {
  const result = runWorkingTimeRules(f);
  const bytes = Buffer.byteLength(JSON.stringify(result));
  const byCode = new Map<string, number>();
  for (const x of result.findings) byCode.set(x.code, (byCode.get(x.code) ?? 0) + 1);
  const ms = cpuMs(() => JSON.stringify(runWorkingTimeRules(f)));
  const json = cpuMs(() => JSON.stringify(result));
  console.log(`${name}: ${result.findings.length} findings, ${bytes} bytes; CPU per check + JSON ${ms.toFixed(3)} ms, of it JSON ${json.toFixed(3)} ms`);
  console.log(`  ${[...byCode].map(([c, n]) => `${c} ${n}`).join(', ')}`);
}
