import { badRequest, conflict, type Queryable } from '@cs/service-kit';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import type { ContractValues } from './contract-record';
import { CONTRACT_NUMBER_UNIQUE, facilityNameOf, numberTaken } from './contracts.repo';

const numberConflict = (number: string) =>
  conflict('CONTRACT_NUMBER_TAKEN', `Contract number '${number}' is already used (possibly by a contract in the trash).`, {
    errors: { number: ['is already used'] },
  });

/**
 * A contract's references and uniqueness: its facility exists (facilities are never deleted) and no
 * other contract, live or in the trash, has the same number ignoring case (409).
 */
export async function assertContractAcceptable(db: Queryable, values: ContractValues, exceptId?: string) {
  if ((await facilityNameOf(db, values.facilityId)) === null) {
    throw badRequest('The request body is invalid.', { facilityId: ['no facility has this id'] });
  }
  if (await numberTaken(db, values.number, exceptId)) throw numberConflict(values.number);
}

/** Runs a write; a concurrent insert of the same number (unique index) becomes the same 409. */
export const guardNumberRace = <T>(number: string, write: () => Promise<T>): Promise<T> =>
  conflictOnUnique(write, { [CONTRACT_NUMBER_UNIQUE]: () => numberConflict(number) });
