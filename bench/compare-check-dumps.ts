/**
 * Compares two `check-cost` dumps (BENCH_DUMP: one answer per line, the same seeded checks in the
 * same order): per check `canSave`, and per finding its code, check family, severity, details and
 * related records (type and id) must be equal; wording (message, remedy, related labels) may differ
 * and is only counted. Exit code 1 on any difference.
 * Usage: npx tsx bench/compare-check-dumps.ts before.jsonl after.jsonl
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

type Finding = { check: string; code: string; severity: string; details: unknown; related: Array<{ type: string; id: string; label?: string }>; message: string; remedy?: string | null; legalSource?: string };
type Answer = { canSave: boolean; findings: Finding[] };

const [beforeFile, afterFile] = process.argv.slice(2);
const read = (file: string): Answer[] => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
const before = read(beforeFile);
const after = read(afterFile);
const essence = (f: Finding) => ({ check: f.check, code: f.code, severity: f.severity, details: f.details, related: f.related.map((r) => ({ type: r.type, id: r.id })) });
const words = (f: Finding) => ({ message: f.message, remedy: f.remedy ?? null, labels: f.related.map((r) => r.label ?? null), legalSource: f.legalSource ?? null });

let differing = 0;
let reworded = 0;
let findings = 0;
const codes = new Map<string, number>();
if (before.length !== after.length) {
  console.log(`different number of checks: ${before.length} / ${after.length}`);
  process.exit(1);
}
for (const [i, a] of before.entries()) {
  const b = after[i];
  findings += a.findings.length;
  for (const f of a.findings) codes.set(f.code, (codes.get(f.code) ?? 0) + 1);
  const same = a.canSave === b.canSave && isDeepStrictEqual(a.findings.map(essence), b.findings.map(essence));
  if (!same) {
    differing++;
    if (differing <= 5) console.log(`check ${i} differs:\n  before ${JSON.stringify(a.findings.map(essence))}\n  after  ${JSON.stringify(b.findings.map(essence))}`);
  } else if (!isDeepStrictEqual(a.findings.map(words), b.findings.map(words))) reworded++;
}
console.log(`${before.length} checks, ${findings} findings (${[...codes].sort().map(([c, n]) => `${c} ${n}`).join(', ')})`);
console.log(`codes, families, severities, details, related records: ${differing === 0 ? 'identical' : `${differing} checks differ`}; wording differs in ${reworded} checks`);
process.exit(differing === 0 ? 0 : 1);
