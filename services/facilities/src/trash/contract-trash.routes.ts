import { contractTrashApi } from '@cs/contracts/http/contracts';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { restoreContract } from './restore-contract';
import { purgeContract } from './purge-contract';

export function contractTrashHandlers(deps: ServiceDeps): Handlers<typeof contractTrashApi> {
  return {
    restoreContract: ({ principal, params, requestId }) => restoreContract(deps, principal, params.id, requestId),
    purgeContract: ({ principal, params, requestId }) => purgeContract(deps, principal, params.id, requestId),
  };
}
