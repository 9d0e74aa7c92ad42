import { readFileSync, readdirSync } from 'node:fs';
const dir = '/tmp/staffing-prof';
const prof = JSON.parse(readFileSync(`${dir}/${readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))}`, 'utf8'));
const self = new Map<number, number>(); prof.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000));
const byId = new Map(prof.nodes.map((n: any) => [n.id, n]));
const incl = new Map<number, number>();
const total = (id: number): number => { if (incl.has(id)) return incl.get(id)!; const n: any = byId.get(id); const t = (self.get(id) ?? 0) + (n.children ?? []).reduce((s: number, c: number) => s + total(c), 0); incl.set(id, t); return t; };
const root = prof.nodes[0].id; console.log('total ms', total(root).toFixed(0), 'idle', [...byId.values()].filter((n: any) => n.callFrame.functionName === '(idle)').reduce((s, n: any) => s + (self.get(n.id) ?? 0), 0).toFixed(0));
const names = process.argv.slice(2);
// inclusive per name, not double counting nested same-name frames
const sum = new Map<string, number>();
const walk = (id: number, active: Set<string>) => { const n: any = byId.get(id); const name = n.callFrame.functionName; let added = false;
  if (names.includes(name) && !active.has(name)) { sum.set(name, (sum.get(name) ?? 0) + total(id)); active = new Set(active); active.add(name); added = true; }
  for (const c of n.children ?? []) walk(c, active); };
walk(root, new Set());
for (const n of names) console.log(n.padEnd(30), (sum.get(n) ?? 0).toFixed(0));
