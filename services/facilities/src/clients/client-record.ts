import type { ClientResponse, UpdateClientRequest } from '@cs/contracts/http/clients';
import { pickFields, recordStamps } from '@cs/service-kit';
import { clients } from '../schema';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Pick<
  typeof clients.$inferInsert,
  | 'name'
  | 'legalForm'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'phone'
  | 'email'
  | 'contactPerson'
  | 'buyerReference'
  | 'notes'
  | 'collectiveAgreementNote'
  | 'maxLendingMonths'
  | 'maxLendingMonthsNote'
  | 'equalPayMonths'
  | 'equalPayNote'
>;

/** Request body → every editable column. Omitted fields become null: PUT replaces all of them. */
export function clientValues(body: UpdateClientRequest): ClientValues {
  return {
    name: body.name,
    legalForm: body.legalForm ?? null,
    street: body.street ?? null,
    postalCode: body.postalCode ?? null,
    city: body.city ?? null,
    country: body.country ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    contactPerson: body.contactPerson ?? null,
    buyerReference: body.buyerReference ?? null,
    notes: body.notes ?? null,
    collectiveAgreementNote: body.collectiveAgreementNote ?? null,
    // A limit without a note is refused by the contract; a blank note of no limit is stored as none.
    maxLendingMonths: body.maxLendingMonths ?? null,
    maxLendingMonthsNote: body.maxLendingMonths == null ? null : (body.maxLendingMonthsNote ?? null),
    equalPayMonths: body.equalPayMonths ?? null,
    equalPayNote: body.equalPayMonths == null ? null : (body.equalPayNote ?? null),
  };
}

export function toClientResponse(row: ClientRow): ClientResponse {
  return {
    ...pickFields(row, ['id', 'name', 'legalForm', 'street', 'postalCode', 'city', 'country', 'phone', 'email', 'contactPerson', 'buyerReference']),
    ...pickFields(row, ['notes', 'collectiveAgreementNote']),
    ...pickFields(row, ['maxLendingMonths', 'maxLendingMonthsNote', 'equalPayMonths', 'equalPayNote']),
    ...recordStamps(row),
  };
}

/** The human label the trash and the audit log show: "Sonnenhof Pflege gGmbH". */
export const clientLabel = (client: Pick<ClientResponse, 'name' | 'legalForm'>) => (client.legalForm ? `${client.name} ${client.legalForm}` : client.name);
