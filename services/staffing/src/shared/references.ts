import { AppError, conflict } from '@cs/service-kit';

/** A record named in the request (not in the path) does not exist or is in the trash → 404. */
export const missingReference = (noun: string, field: string) =>
  new AppError(404, `${noun.toUpperCase()}_NOT_FOUND`, `${noun} was not found.`, { errors: { [field]: ['does not exist'] } });

/** A restore whose parent record is still in the trash → 409. */
export const parentInTrash = (what: string) =>
  conflict('PARENT_IN_TRASH', `${what} is in the trash; restore it first.`);
