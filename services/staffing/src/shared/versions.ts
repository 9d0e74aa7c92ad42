import { staleVersion } from '@cs/service-kit';

/** If-Match given and different from the stored version → 412. */
export function assertVersion(expected: number | undefined, actual: number) {
  if (expected !== undefined && expected !== actual) throw staleVersion();
}
