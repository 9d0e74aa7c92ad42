import { and, eq, inArray } from 'drizzle-orm';
import { AppError, type Queryable } from '@cs/service-kit';
import { clientReplica, facilityDirectory } from '../schema';
import { facilityState } from '../working-time/public-holidays';
import type { FacilityTerms } from './invoice-facts';

/** The buyer as the invoice names it (EN 16931 BG-7). */
export interface BuyerParty {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string;
  /** BT-49 (the electronic address) and BT-58. */
  email: string | null;
  /** BT-57 */
  phone: string | null;
  /** BT-56 */
  contactName: string | null;
  /** BT-10, the Käuferreferenz (a public buyer's Leitweg-ID); null: the invoice names the buyer. */
  reference: string | null;
}

export interface Buyer {
  party: BuyerParty;
  /** The facilities whose duties the invoice bills, with their prices. */
  terms: Map<string, FacilityTerms>;
}

export const facilityNotFound = () =>
  new AppError(404, 'FACILITY_NOT_FOUND', 'The facility is not in the facility directory.', { errors: { facilityId: ['is no facility known to staffing'] } });
export const clientNotFound = () => new AppError(404, 'CLIENT_NOT_FOUND', 'No live client has this id.', { errors: { clientId: ['is no live client'] } });

type DirectoryRow = typeof facilityDirectory.$inferSelect;

/** The directory's prices of a facility (docs/billing.md, "Surcharges"). */
function termsOf(f: DirectoryRow): FacilityTerms {
  const amount = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    facilityId: f.id,
    name: f.name,
    holidayState: facilityState(f),
    billingRate: amount(f.billingRate),
    qualificationRates: f.qualificationBillingRates,
    mealAllowanceRate: amount(f.mealAllowanceRate),
    travelCostMode: f.travelCostMode,
    travelCostRate: amount(f.travelCostRate),
    travelCostPerKm: amount(f.travelCostPerKm),
    surcharges: {
      nightPercent: amount(f.nightSurchargePercent),
      sundayPercent: amount(f.sundaySurchargePercent),
      holidayPercent: amount(f.holidaySurchargePercent),
      nightWindowStart: f.nightWindowStart,
      nightWindowEnd: f.nightWindowEnd,
    },
  };
}

type PartyRow = Pick<DirectoryRow, 'name' | 'street' | 'postalCode' | 'city' | 'email' | 'phone' | 'contactPerson' | 'buyerReference'>;

/** A facility's or a client's address, contact and reference as the replica holds them (German buyers: `DE`). */
const partyOf = (r: PartyRow): BuyerParty => ({
  name: r.name, street: r.street, postalCode: r.postalCode, city: r.city, countryCode: 'DE', email: r.email, phone: r.phone, contactName: r.contactPerson, reference: r.buyerReference,
});

/** A facility (404 FACILITY_NOT_FOUND) or a live client with all its facilities (404 CLIENT_NOT_FOUND). */
export async function loadBuyer(q: Queryable, of: { facilityId: string | null; clientId: string | null }): Promise<Buyer> {
  if (of.facilityId) {
    const [f] = await q.select().from(facilityDirectory).where(eq(facilityDirectory.id, of.facilityId));
    if (!f) throw facilityNotFound();
    return { party: partyOf(f), terms: new Map([[f.id, termsOf(f)]]) };
  }
  const [client] = await q.select().from(clientReplica).where(and(eq(clientReplica.id, of.clientId as string), eq(clientReplica.deleted, false)));
  if (!client) throw clientNotFound();
  const facilities = await q.select().from(facilityDirectory).where(eq(facilityDirectory.clientId, client.id));
  return { party: partyOf(client), terms: new Map(facilities.map((f) => [f.id, termsOf(f)])) };
}

export const facilityNames = async (q: Queryable, ids: string[]) =>
  ids.length === 0 ? new Map<string, string>() : new Map((await q.select({ id: facilityDirectory.id, name: facilityDirectory.name }).from(facilityDirectory).where(inArray(facilityDirectory.id, ids))).map((f) => [f.id, f.name]));
