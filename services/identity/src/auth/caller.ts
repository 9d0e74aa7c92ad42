import type { Logger } from '@cs/service-kit';

/** Who presents a login, refresh, logout or password change: the client address, the request, its logger. */
export interface Caller {
  address: string;
  requestId: string;
  log: Logger;
}
