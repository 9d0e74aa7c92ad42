import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { eventually } from '@cs/service-kit/testing/index';
import { contractReplica, facilityDirectory } from '../../src/schema';
import type { Harness, StaffingClient } from './harness';

/** A facility as facilities announces it; resolves once staffing's directory holds it. */
export async function seedFacility(h: StaffingClient, data: Record<string, unknown> = {}) {
  const facility = {
    id: uuidv7(),
    name: 'Haus Sonnenschein',
    street: 'Lindenweg 3',
    postalCode: '10115',
    city: 'Berlin',
    crmStatus: null,
    travelCostMode: 'Pauschale',
    travelCostRate: 25,
    travelCostPerKm: 0,
    version: 1,
    ...data,
  };
  await h.publish('facilities.facility.created', { type: 'facility', id: facility.id }, facility);
  await eventually(async () => (await h.svc.db.select().from(facilityDirectory).where(eq(facilityDirectory.id, facility.id)))[0]);
  return facility;
}

export interface ContractData {
  id: string;
  facilityId: string;
  status: 'Draft' | 'Active' | 'Terminated';
  validFrom: string;
  validTo: string | null;
  version: number;
}

/** Publishes a contract event; resolves once the replica shows that version. */
export async function publishContract(h: StaffingClient, verb: string, c: Partial<ContractData> & { facilityId: string }) {
  const contract = { id: uuidv7(), number: 'V-1', status: 'Active', validFrom: '2026-01-01', validTo: null, version: 1, ...c };
  await h.publish(`facilities.contract.${verb}`, { type: 'contract', id: contract.id }, contract);
  await eventually(async () => {
    const [row] = await h.svc.db.select().from(contractReplica).where(eq(contractReplica.id, contract.id));
    return row && row.sourceVersion === contract.version && row.deleted === (verb === 'deleted');
  });
  return contract as ContractData;
}

/** The events staffing wrote for a subject, oldest first (from its outbox). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const eventsFor = (h: Harness, subjectId: string) => h.outbox<any>({ subjectId });

export const anna = {
  firstName: 'Anna',
  lastName: 'Müller',
  dateOfBirth: '1990-04-12',
  entryDate: '2024-01-01',
  qualifications: ['pflegefachkraft'],
  weeklyHours: 40,
};

/** Creates a record through the API and returns its body (fails the test on anything but 200). */
export async function created(h: StaffingClient, path: string, body: Record<string, unknown>) {
  const res = await h.call(path, { body });
  if (res.status !== 200) throw new Error(`POST ${path} → ${res.status}: ${res.text}`);
  return res.body;
}

/** Frühdienst 06:00–14:30 with a 30 min break: 8 h net. */
export const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
export const everyDay = (shift: { start: string; end: string; breakMinutes: number }) => ({
  weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift, sat: shift, sun: shift },
});

/**
 * A world for one assignment: a facility with an open-ended active contract, an order (every day
 * Frühdienst, 8 h net) and an employee.
 */
export async function world(h: StaffingClient, opts: { order?: Record<string, unknown>; employee?: Record<string, unknown>; contract?: boolean } = {}) {
  const facility = await seedFacility(h);
  if (opts.contract !== false) await publishContract(h, 'created', { facilityId: facility.id });
  const order = await created(h, '/api/orders', {
    facilityId: facility.id,
    requiredQualification: 'pflegefachkraft',
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    shiftPattern: everyDay(frueh),
    ...opts.order,
  });
  const employee = await created(h, '/api/employees', { ...anna, ...opts.employee });
  return { facility, order, employee };
}

/** Family severities (`qualification: 'Warning'`, …) and per-rule ones (`rules: { AUEG_MAX_DURATION: 'Off' }`). */
export async function setSeverities(h: StaffingClient, severities: Record<string, 'Warning' | 'Error' | Record<string, 'Warning' | 'Error' | 'Off'>>) {
  const current = await h.call('/api/settings/assignment-validation');
  const { version: _v, updatedAt: _u, ...values } = current.body;
  const res = await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...values, ...severities } });
  if (res.status !== 200) throw new Error(`PUT settings → ${res.status}: ${res.text}`);
  return res.body;
}

export const allSeverities = (severity: 'Warning' | 'Error') => ({
  qualification: severity,
  availability: severity,
  workingHours: severity,
  overlap: severity,
  contractCoverage: severity,
});


export interface AssignmentInput {
  orderId: string;
  employeeId: string;
  startDate: string;
  endDate: string;
  hoursPerDay?: number;
  duties?: Array<{ date: string; start: string; end: string; breakMinutes?: number }>;
  note?: string;
}

/** `GET /api/assignments/check` for an assignment body (assignmentId when editing); with duties: POST. */
export function preview(h: StaffingClient, body: AssignmentInput & { assignmentId?: string }, headers?: Record<string, string>) {
  if (body.duties) return h.call('/api/assignments/check', { body: { ...body, note: undefined }, headers });
  const params = new URLSearchParams(Object.entries(body).flatMap(([k, v]) => (v === undefined || k === 'note' ? [] : [[k, String(v)]])));
  return h.call(`/api/assignments/check?${params}`, { headers });
}

export const assign = (h: StaffingClient, body: AssignmentInput) => h.call('/api/assignments', { body });

/** `check:code:severity` of each finding, for compact assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const summary = (findings: any[] | undefined) => (findings ?? []).map((f) => `${f.check}:${f.code}:${f.severity}`);
