import { z } from 'zod';
import { contractStatusSchema } from '../http/contracts';
import { travelCostModeSchema } from '../http/facilities';
import { federalStateSchema } from '../federal-states';

/**
 * Events of the facilities context (stream FACILITIES). `data` of created/updated/restored is the
 * full wire record (the HTTP response); `deleted` adds `label`, `deletedAt`, `deletedBy`;
 * `purged` carries `{ id, label }`. The schemas below name what consumers may rely on; they are
 * non-strict, so fields added later (additive changes within v1) pass through.
 */
export const facilityEventTypes = {
  created: 'facilities.facility.created',
  updated: 'facilities.facility.updated',
} as const;

export const contractEventTypes = {
  created: 'facilities.contract.created',
  updated: 'facilities.contract.updated',
  deleted: 'facilities.contract.deleted',
  restored: 'facilities.contract.restored',
  purged: 'facilities.contract.purged',
} as const;

export const clientEventTypes = {
  created: 'facilities.client.created',
  updated: 'facilities.client.updated',
  deleted: 'facilities.client.deleted',
  restored: 'facilities.client.restored',
  purged: 'facilities.client.purged',
} as const;

/** Filter subjects for consumers of one aggregate. */
export const facilityEventSubjects = ['facilities.facility.>'];
export const contractEventSubjects = ['facilities.contract.>'];
export const clientEventSubjects = ['facilities.client.>'];

const money = z.number().nullable();

/** What a facility directory replica (staffing) reads from `facilities.facility.*` data. */
export const facilityEventDataSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The facility's client (Entleiher); null: its own client. Absent in events written before it existed. */
  clientId: z.string().uuid().nullable().optional(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  crmStatus: z.string().nullable(),
  /** Federal state, given or derived from the postal code; absent in events written before it existed. */
  state: federalStateSchema.nullable().optional(),
  travelCostMode: travelCostModeSchema,
  travelCostRate: money,
  travelCostPerKm: z.number(),
  /**
   * The billing conditions invoices and the payroll export read (docs/billing.md, "Surcharges");
   * absent in events written before they existed — read as none and the default night window.
   */
  billingRate: money.optional(),
  mealAllowanceRate: money.optional(),
  nightSurchargePercent: z.number().nullable().optional(),
  sundaySurchargePercent: z.number().nullable().optional(),
  holidaySurchargePercent: z.number().nullable().optional(),
  nightWindowStart: z.string().optional(),
  nightWindowEnd: z.string().optional(),
  qualificationBillingRates: z.array(z.object({ qualification: z.string(), rate: z.number() })).optional(),
  /** The facility's contact as invoices name the buyer's (e-mail: the e-invoice's electronic address, BT-49). */
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  contactPerson: z.string().nullable().optional(),
  /** Käuferreferenz (BT-10), a public buyer's Leitweg-ID; absent in events written before it existed. */
  buyerReference: z.string().nullable().optional(),
});
export type FacilityEventData = z.infer<typeof facilityEventDataSchema>;

/**
 * What a contract replica (staffing's coverage check) reads from `facilities.contract.created |
 * updated | deleted | restored` data. Dates are `YYYY-MM-DD`; `validTo` null = open-ended.
 */
export const contractEventDataSchema = z.object({
  id: z.string().uuid(),
  facilityId: z.string().uuid(),
  number: z.string(),
  status: contractStatusSchema,
  validFrom: z.iso.date(),
  validTo: z.iso.date().nullable(),
});
export type ContractEventData = z.infer<typeof contractEventDataSchema>;

/**
 * What a client replica (staffing: whose facilities count together for the lending limits) reads
 * from `facilities.client.created | updated | deleted | restored` data.
 */
export const clientEventDataSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  legalForm: z.string().nullable(),
  /** The client's own lending limits and their notes (null: the statute's); absent in events written before they existed. */
  maxLendingMonths: z.number().int().nullable().optional(),
  maxLendingMonthsNote: z.string().nullable().optional(),
  equalPayMonths: z.number().int().nullable().optional(),
  equalPayNote: z.string().nullable().optional(),
  /**
   * The client's address and contact as its invoices name the buyer (e-mail: BT-49) and its
   * Käuferreferenz (BT-10); absent in events written before they existed.
   */
  street: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  contactPerson: z.string().nullable().optional(),
  buyerReference: z.string().nullable().optional(),
});
export type ClientEventData = z.infer<typeof clientEventDataSchema>;

/** Extra fields of `*.deleted` data (the trash index reads them). */
export const deletedEventDataSchema = z.object({
  id: z.string(),
  label: z.string(),
  deletedAt: z.string(),
  deletedBy: z.string().nullable(),
});

/** `facilities.contract.purged` / `facilities.client.purged` data: the record is gone for good. */
export const purgedEventDataSchema = z.object({ id: z.string(), label: z.string() });
