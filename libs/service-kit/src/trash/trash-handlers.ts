import type { Principal } from '../auth';
import type { ServiceDeps } from '../service-deps';
import { deleteToTrash } from './delete-to-trash';
import { purgeFromTrash } from './purge-from-trash';
import { restoreFromTrash } from './restore-from-trash';
import type { TrashRecord, Trashable } from './trashable';

/** What the three handlers read of an operation's context (`Context<O>` of an `{id}` operation). */
interface IdContext {
  principal: Principal;
  params: { id: string };
  expectedVersion: number | undefined;
  requestId: string;
  /** The request body, if the operation declares one (handed to the restore's hooks). */
  body?: unknown;
}

/**
 * The HTTP handlers of one trashable aggregate, for its operation table:
 * `DELETE /api/<things>/{id}` (`delete`, If-Match when the operation declares it),
 * `POST /api/trash/<type>/{id}/restore` (`restore`) and `DELETE /api/trash/<type>/{id}` (`purge`).
 */
export function trashableHandlers<R extends TrashRecord>(deps: Pick<ServiceDeps, 'db' | 'relay'>, kind: Trashable<R>) {
  return {
    delete: ({ principal, params, expectedVersion, requestId }: IdContext) =>
      deleteToTrash(deps, kind, principal, params.id, expectedVersion, requestId),
    restore: ({ principal, params, requestId, body }: IdContext) => restoreFromTrash(deps, kind, principal, params.id, requestId, body),
    purge: ({ principal, params, requestId }: IdContext) => purgeFromTrash(deps, kind, principal, params.id, requestId),
  };
}
