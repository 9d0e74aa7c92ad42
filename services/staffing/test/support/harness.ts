import { v7 as uuidv7 } from 'uuid';
import { streams } from '@cs/contracts';
import { grant, ServiceUnderTest } from '@cs/service-kit/testing/index';
import { forTestFile } from '@cs/service-kit/testing/for-test-file';
import { readConfig, type StaffingConfig } from '../../src/config';
import { migrationsFolder, startStaffing } from '../../src/service';

export type Staffing = Awaited<ReturnType<typeof startStaffing>>;

/**
 * What the fixtures use of a harness — calls with the admin token, facilities' events published, the
 * database read — so they also set up data for staffing processes of test/replicas.
 */
export type StaffingClient = Pick<Harness, 'call' | 'publish'> & { svc: Pick<Staffing, 'db'> };

/** Every staffing module with every action, scope All. */
export const everything = grant([
  'employees',
  'absences',
  'orders',
  'assignments',
  'assignmentSettings',
  'trash',
  'distances',
  'availability',
  'employeeFacilityPreferences',
  'lending',
  'timesheets',
  'invoices',
  'payroll',
  'valueLists',
]);

/**
 * Staffing under test (the kit's `ServiceUnderTest`): real NATS and PostgreSQL (or PGlite), a token
 * issuer, `call` with an all-permissions admin token, `publish` into the FACILITIES stream.
 */
export class Harness extends ServiceUnderTest<Staffing, StaffingConfig> {
  static optionsFor(label: string, env: Record<string, string> = {}) {
    const defaultClaims = { perm: everything, sub: uuidv7(), name: 'Admin Tester' };
    return { label: `staffing_${label}`, start: startStaffing, migrationsFolder, readConfig, env, defaultClaims, publishTo: [streams.facilities] };
  }

  /** Starts staffing now (in a `beforeAll`). */
  static start(label: string, env: Record<string, string> = {}) {
    return new Harness(Harness.optionsFor(label, env)).begin();
  }

  /** Starts staffing before this file's tests and stops it after them. */
  static forFile(label: string, env: Record<string, string> = {}) {
    return forTestFile(new Harness(Harness.optionsFor(label, env)));
  }

  /** Staffing's database on a PostgreSQL server (TEST_DATABASE_URL), for a second connection; undefined on PGlite. */
  get databaseUrl(): string | undefined {
    return this.env.DATABASE_URL || undefined;
  }

  /** The admin token `call` sends. */
  get admin() {
    return this.defaultToken as string;
  }
}
