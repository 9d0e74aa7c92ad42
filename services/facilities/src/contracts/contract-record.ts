import type { ContractResponse, UpdateContractRequest } from '@cs/contracts/http/contracts';
import { pickFields, recordStamps } from '@cs/service-kit';
import { contracts } from '../schema';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractValues = Pick<typeof contracts.$inferInsert, 'facilityId' | 'number' | 'validFrom' | 'validTo' | 'status' | 'signedOn' | 'notes'>;

/** Request body → every editable column. Omitted fields take their defaults: PUT replaces all of them. */
export function contractValues(body: UpdateContractRequest): ContractValues {
  return {
    facilityId: body.facilityId,
    number: body.number,
    validFrom: body.validFrom,
    validTo: body.validTo ?? null,
    status: body.status ?? 'Draft',
    signedOn: body.signedOn ?? null,
    notes: body.notes ?? null,
  };
}

/** The wire representation; date-only fields stay the 'YYYY-MM-DD' strings PostgreSQL returns. */
export function toContractResponse(row: ContractRow): ContractResponse {
  return {
    ...pickFields(row, ['id', 'facilityId', 'number', 'validFrom', 'validTo', 'status', 'signedOn', 'notes']),
    ...recordStamps(row),
  };
}

/** The human label the trash shows: "V-2026-001 – Haus Sonne". */
export const contractLabel = (number: string, facilityName: string | null) => (facilityName ? `${number} – ${facilityName}` : number);
