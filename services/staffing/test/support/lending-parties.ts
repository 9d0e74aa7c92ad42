import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { eventually } from '@cs/service-kit/testing/index';
import { clientReplica } from '../../src/schema';
import type { Harness } from './harness';

/** A client as facilities announces it (`verb`, default created); resolves once the replica shows that version. */
export async function seedClient(h: Harness, data: Record<string, unknown> = {}, verb = 'created') {
  const client = { id: uuidv7(), name: 'Sonnenhof Pflege', legalForm: 'gGmbH', version: 1, ...data };
  await h.publish(`facilities.client.${verb}`, { type: 'client', id: client.id }, client);
  await eventually(async () => {
    const [row] = await h.svc.db.select().from(clientReplica).where(eq(clientReplica.id, client.id));
    return row && row.sourceVersion === client.version;
  });
  return client;
}
