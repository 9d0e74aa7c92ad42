import type { Principal } from '../auth';
import { notFound } from '../problem-details';
import { transact } from '../outbox/transaction';
import type { ServiceDeps } from '../service-deps';
import { conflictOnUnique } from '../unique-violation';
import { recordTrashEvent } from './trash-event';
import { markRowRestored } from './trash-rows';
import type { TrashRecord, Trashable } from './trashable';

/**
 * `POST /api/trash/{type}/{id}/restore`: brings a record back from the trash as it was (with a new
 * `version`). The aggregate may refuse (409) or add to the answer and to the event; `input` is what
 * the request carried, handed to its hooks.
 */
export function restoreFromTrash<R extends TrashRecord>(
  deps: Pick<ServiceDeps, 'db' | 'relay'>,
  kind: Trashable<R>,
  principal: Principal,
  id: string,
  correlationId?: string,
  input?: unknown,
): Promise<R & Record<string, unknown>> {
  const restore = () =>
    transact(deps, async (tx) => {
      await kind.lockFirst?.(tx, id);
      const record = await kind.find(tx, id, { trashed: true, lock: true });
      if (!record) throw notFound(`${kind.noun} in the trash`);
      const extra = (await kind.prepareRestore?.(tx, record, input)) ?? {};
      await markRowRestored(tx, kind.table, id);
      const restored = (await kind.find(tx, id))!;
      const eventData = kind.restoredEventData?.(extra, principal, input) ?? {};
      await recordTrashEvent(tx, kind, 'restored', principal, { ...restored, ...eventData }, correlationId);
      await kind.afterRestore?.(tx, restored, principal, correlationId);
      return { ...restored, ...extra };
    });
  return kind.uniqueConflicts ? conflictOnUnique(restore, kind.uniqueConflicts) : restore();
}
