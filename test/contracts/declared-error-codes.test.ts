/**
 * The operation tables are the one source of the error codes: every code a service's source can
 * throw is declared on some operation that service mounts, and every code an operation declares is
 * one its service (or the kit and gateway) can actually send.
 */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiOwners, type ServiceName } from '@cs/contracts/http/index';
import { declaredCodes, idempotencyKeyCodes, kitCodes, type Api } from '@cs/contracts';
import { parkedEventReplayCodes } from '@cs/contracts/http/admin';

const root = path.resolve(import.meta.dirname, '../..');
const services: ServiceName[] = ['identity', 'facilities', 'staffing', 'audit'];

/** Files whose coded results (`{ ok: false, code: 'X' }`) become problem codes through a variable. */
const codedResultFiles = [
  'services/staffing/src/checks/validate-assignment-range.ts',
  'services/facilities/src/crm-status/crm-status-rule.ts',
  'services/identity/src/permissions/grant-rules.ts',
];

/** Codes the kit's helpers, error handler and shared handlers (parked-event replays) send. */
const kitHelperCodes = ['VALIDATION_FAILED', 'BAD_REQUEST', 'MALFORMED_JSON', 'BODY_NOT_ALLOWED', ...Object.values(kitCodes).flat(), ...parkedEventReplayCodes, ...Object.values(idempotencyKeyCodes)];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

/** The codes a service's source throws, and the throw sites whose code is not a literal. */
function thrownCodes(service: string) {
  const codes = new Set<string>();
  const dynamic: string[] = [];
  for (const file of sourceFiles(path.join(root, 'services', service, 'src'))) {
    const source = readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    for (const m of source.matchAll(/\bconflict\(\s*([^,\s)]+)/g)) {
      if (/^'[A-Z_]+'$/.test(m[1])) codes.add(m[1].slice(1, -1));
      else if (!/^code\b/.test(m[1]) || !relative.endsWith('problem-details.ts')) dynamic.push(`${relative}: conflict(${m[1]}`);
    }
    for (const m of source.matchAll(/new AppError\(\s*\d+,\s*([^,\s]+)/g)) {
      if (/^'[A-Z_]+'$/.test(m[1])) codes.add(m[1].slice(1, -1));
      else dynamic.push(`${relative}: new AppError(…, ${m[1]}`);
    }
    for (const m of source.matchAll(/missingReference\('(\w+)'/g)) codes.add(`${m[1].toUpperCase()}_NOT_FOUND`);
    if (codedResultFiles.includes(relative)) for (const m of source.matchAll(/code: '([A-Z_]+)'/g)) codes.add(m[1]);
  }
  return { codes, dynamic };
}

/** The codes of the operation tables a service owns (and so mounts: `apiOwners`). */
function mountedCodes(service: ServiceName): Set<string> {
  const apis: Record<string, Api> = apiOwners[service];
  return new Set(Object.values(apis).flatMap((api) => Object.values(api).flatMap((op) => [...declaredCodes(op)])));
}

describe.each(services)('%s', (service) => {
  const { codes, dynamic } = thrownCodes(service);
  const declared = mountedCodes(service);

  test('every code its source throws is declared on one of its operations', () => {
    expect([...codes].filter((code) => !declared.has(code))).toEqual([]);
  });

  test('every throw site names its code literally (or its file is listed as a coded-result source)', () => {
    const allowed = [
      'services/staffing/src/shared/references.ts: new AppError(…, `${noun.toUpperCase()}_NOT_FOUND`',
      'services/staffing/src/assignments/checked-facts.ts: new AppError(…, range.code',
      'services/staffing/src/assignments/checked-facts.ts: conflict(range.code',
      'services/facilities/src/crm-status/assert-crm-status.ts: new AppError(…, verdict.code',
      'services/identity/src/permissions/grant-refused.ts: new AppError(…, refusal.code',
    ];
    expect(dynamic.filter((site) => !allowed.includes(site))).toEqual([]);
  });

  test('every code its operations declare is one it (or the kit and gateway) can send', () => {
    expect([...declared].filter((code) => !codes.has(code) && !kitHelperCodes.includes(code))).toEqual([]);
  });
});
