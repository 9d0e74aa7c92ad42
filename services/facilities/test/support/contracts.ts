import { v7 as uuidv7 } from 'uuid';
import type { Harness } from './harness';

/** A facility to hang contracts on. */
export async function newFacility(h: Harness, name = `Haus ${uuidv7().slice(-6)}`): Promise<{ id: string; name: string }> {
  return (await h.api('/api/facilities', { body: { name } })).body;
}

/** A minimal valid contract body with a fresh number. */
export const contractBody = (facilityId: string, overrides: Record<string, unknown> = {}) => ({
  facilityId,
  number: `V-${uuidv7().slice(-12)}`,
  validFrom: '2026-01-01',
  ...overrides,
});
