import type { Access, RecordToChange } from '@cs/service-kit';
import { distanceNotFound, type NamedDistance } from './distance-record';
import { findDistance } from './distances.repo';

/** The distance an edit or a delete works on: one the caller may see (`access`; someone else's answers 404), row-locked. */
export const distanceToChange = (id: string, access: Access, expectedVersion: number | undefined): RecordToChange<NamedDistance> => ({
  read: (tx) => findDistance(tx, id, access, { lock: true }),
  missing: distanceNotFound,
  expectedVersion,
  versionOf: (c) => c.distance.version,
});
