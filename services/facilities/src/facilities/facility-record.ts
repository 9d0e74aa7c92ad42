import type { FacilityResponse, UpdateFacilityRequest } from '@cs/contracts/http/facilities';
import { facilities } from '../schema';

export type FacilityRow = typeof facilities.$inferSelect;
export type FacilityValues = Omit<typeof facilities.$inferInsert, 'id' | 'searchText' | 'sortName' | 'version' | 'createdAt' | 'updatedAt'>;

/** Request body → every editable column. Omitted fields take their defaults: PUT replaces all of them. */
export function facilityValues(body: UpdateFacilityRequest): FacilityValues {
  return {
    name: body.name,
    street: body.street ?? null,
    postalCode: body.postalCode ?? null,
    city: body.city ?? null,
    country: body.country ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    contactPerson: body.contactPerson ?? null,
    notes: body.notes ?? null,
    crmStatus: body.crmStatus ?? null,
    billingRate: body.billingRate ?? null,
    travelCostRate: body.travelCostRate ?? null,
    mealAllowanceRate: body.mealAllowanceRate ?? null,
    travelCostMode: body.travelCostMode ?? 'Pauschale',
    travelCostPerKm: body.travelCostPerKm ?? 0,
  };
}

const money = (value: number | string | null) => (value === null ? null : Number(value));

export function toFacilityResponse(row: FacilityRow): FacilityResponse {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    contactPerson: row.contactPerson,
    notes: row.notes,
    crmStatus: row.crmStatus,
    billingRate: money(row.billingRate),
    travelCostRate: money(row.travelCostRate),
    mealAllowanceRate: money(row.mealAllowanceRate),
    travelCostMode: row.travelCostMode,
    travelCostPerKm: money(row.travelCostPerKm) ?? 0,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
