import { v7 as uuidv7 } from 'uuid';
import type { Harness } from './harness';

/** A minimal valid client body with a fresh name. */
export const clientBody = (overrides: Record<string, unknown> = {}) => ({ name: `Träger ${uuidv7().slice(-6)}`, ...overrides });

/** A client to hang facilities on. */
export async function newClient(h: Harness, overrides: Record<string, unknown> = {}): Promise<{ id: string; name: string; version: number }> {
  return (await h.api('/api/clients', { body: clientBody(overrides) })).body;
}
