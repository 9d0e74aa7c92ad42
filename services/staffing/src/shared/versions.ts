/**
 * Only `orders/update-order.ts` still imports this (it is being rewritten elsewhere): switch its import to
 * `@cs/service-kit` and delete this file.
 */
export { assertVersion } from '@cs/service-kit';
