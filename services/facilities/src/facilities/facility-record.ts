import { stateFromPostalCode } from '@cs/contracts/federal-states';
import { pickFields, recordStamps, toNumber } from '@cs/service-kit';
import type { FacilityResponse, UpdateFacilityRequest } from '@cs/contracts/http/facilities';
import { DEFAULT_NIGHT_WINDOW } from '@cs/contracts/http/facility-surcharges';
import { facilities } from '../schema';

export type FacilityRow = typeof facilities.$inferSelect;
export type FacilityValues = Omit<typeof facilities.$inferInsert, 'id' | 'searchText' | 'sortName' | 'version' | 'createdAt' | 'updatedAt'>;

/** The given state wins; without one the postal code's state (or null) — re-derived on every write. */
function facilityState(body: UpdateFacilityRequest): Pick<FacilityValues, 'state' | 'stateSource'> {
  if (body.state) return { state: body.state, stateSource: 'given' };
  const derived = stateFromPostalCode(body.postalCode ?? null);
  return { state: derived, stateSource: derived ? 'postalCode' : null };
}

/** Request body → every editable column. Omitted fields take their defaults: PUT replaces all of them. */
export function facilityValues(body: UpdateFacilityRequest): FacilityValues {
  return {
    ...facilityState(body),
    name: body.name,
    clientId: body.clientId ?? null,
    street: body.street ?? null,
    postalCode: body.postalCode ?? null,
    city: body.city ?? null,
    country: body.country ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    contactPerson: body.contactPerson ?? null,
    buyerReference: body.buyerReference ?? null,
    notes: body.notes ?? null,
    crmStatus: body.crmStatus ?? null,
    billingRate: body.billingRate ?? null,
    travelCostRate: body.travelCostRate ?? null,
    mealAllowanceRate: body.mealAllowanceRate ?? null,
    travelCostMode: body.travelCostMode ?? 'Pauschale',
    travelCostPerKm: body.travelCostPerKm ?? 0,
    nightSurchargePercent: body.nightSurchargePercent ?? null,
    sundaySurchargePercent: body.sundaySurchargePercent ?? null,
    holidaySurchargePercent: body.holidaySurchargePercent ?? null,
    nightWindowStart: body.nightWindowStart ?? DEFAULT_NIGHT_WINDOW.start,
    nightWindowEnd: body.nightWindowEnd ?? DEFAULT_NIGHT_WINDOW.end,
    qualificationBillingRates: body.qualificationBillingRates ?? [],
  };
}

export function toFacilityResponse(row: FacilityRow): FacilityResponse {
  return {
    ...pickFields(row, ['id', 'name', 'clientId', 'street', 'postalCode', 'city', 'country', 'phone', 'email', 'contactPerson', 'buyerReference', 'notes', 'crmStatus', 'state', 'stateSource']),
    billingRate: toNumber(row.billingRate),
    travelCostRate: toNumber(row.travelCostRate),
    mealAllowanceRate: toNumber(row.mealAllowanceRate),
    travelCostMode: row.travelCostMode,
    travelCostPerKm: toNumber(row.travelCostPerKm) ?? 0,
    nightSurchargePercent: toNumber(row.nightSurchargePercent),
    sundaySurchargePercent: toNumber(row.sundaySurchargePercent),
    holidaySurchargePercent: toNumber(row.holidaySurchargePercent),
    nightWindowStart: row.nightWindowStart,
    nightWindowEnd: row.nightWindowEnd,
    qualificationBillingRates: row.qualificationBillingRates.map(({ qualification, rate }) => ({ qualification, rate })),
    ...recordStamps(row),
  };
}
