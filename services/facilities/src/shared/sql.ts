import { escapeLike } from '@cs/service-kit';

/** A case-insensitive substring pattern for a column that holds lower-cased text. */
export const containsPattern = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

