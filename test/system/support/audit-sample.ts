import type { Db } from '@cs/service-kit';
import type { Caller, Json, Records } from './office';

/** The record whose audit history a mutating request must extend by exactly one entry. */
export interface AuditedEntity {
  type: string;
  id: string;
}

/**
 * One valid request of a mutating operation, with its prerequisites already made. The path comes
 * from the operation itself (`params` fill its `{placeholders}`), so a sample cannot drift from the
 * route table.
 */
export interface AuditSample {
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Who sends it; the administrator unless said. The audit entry must name this caller. */
  as?: { caller: Caller; userId: string; displayName: string };
  /** The audited record: known up front, or taken from the response body (creates). */
  entity: AuditedEntity | ((response: Json) => AuditedEntity);
  /** `created`, `updated`, `deleted`, `restored`, `purged` or the documented domain verb. */
  action: string;
  /** Fields the entry's field-level changes must name. */
  changed?: string[];
  /** Values sent in the request that no audit entry may contain (passwords). */
  secrets?: string[];
}

/** What samples build their prerequisites from. */
export interface SampleContext {
  admin: Caller;
  make: Records;
  /** A facility staffing knows, with an open-ended Active contract (assignments are covered). */
  facility: Json;
  /** A user with the self-service role, linked to `employee`, and a caller with their token. */
  selfService: { caller: Caller; userId: string; displayName: string; employeeId: string };
  /** Logs a user in; a caller with their token. */
  loginAs(email: string, password: string): Promise<Caller>;
  /** Each service's database (for prerequisites no API makes, such as a parked event). */
  databases: Record<'identity' | 'facilities' | 'staffing' | 'audit', () => Db>;
}

export type SampleBuilder = (ctx: SampleContext) => Promise<AuditSample>;

/** An If-Match header for a record's current version. */
export const ifMatch = (record: { version: number }) => ({ 'if-match': `"${record.version}"` });
