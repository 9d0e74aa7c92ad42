import { contractTrashApi } from '@cs/contracts/http/contracts';
import { purgeFromTrash, restoreFromTrash, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { contractTrashable } from '../contracts/contract-trashable';

export function contractTrashHandlers(deps: ServiceDeps): Handlers<typeof contractTrashApi> {
  return {
    restoreContract: ({ principal, params, requestId }) => restoreFromTrash(deps, contractTrashable, principal, params.id, requestId),
    purgeContract: ({ principal, params, requestId }) => purgeFromTrash(deps, contractTrashable, principal, params.id, requestId),
  };
}
