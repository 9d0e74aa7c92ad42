import { actorOf, recordEvent, transact, type Principal } from '@cs/service-kit';
import { identityEventTypes } from '@cs/contracts/events/identity';
import type { IdentityDeps } from '../identity-deps';
import { generateSigningKey } from './generate-signing-key';
import { publishedKeysAt } from './key-lifecycle';
import { deleteSigningKeys, insertSigningKey, listSigningKeys } from './signing-keys.repo';

/**
 * Creates a new signing key. It is published at once and signs only after the activation delay,
 * so every verifier has had the chance to fetch it. Keys whose tokens have all expired are dropped.
 */
export async function rotateSigningKey(deps: IdentityDeps, principal: Principal, correlationId?: string) {
  const key = await generateSigningKey();
  const activatesAt = new Date(Date.now() + deps.config.KEY_ACTIVATION_DELAY_SECONDS * 1000);
  await transact(deps, async (tx) => {
    await insertSigningKey(tx, { ...deps.keys.sealed(key), activatesAt });
    const all = await listSigningKeys(tx);
    const keep = new Set(publishedKeysAt(all, Date.now(), deps.config.ACCESS_TOKEN_TTL_SECONDS).map((k) => k.kid));
    await deleteSigningKeys(tx, all.filter((k) => !keep.has(k.kid)).map((k) => k.kid));
    await recordEvent(tx, {
      type: identityEventTypes.signingKeyCreated,
      actor: actorOf(principal),
      subject: { type: 'signingKey', id: key.kid },
      data: { kid: key.kid, activatesAt: activatesAt.toISOString() },
      correlationId,
    });
  });
  await deps.keys.reload();
  deps.logger.warn({ event: 'security.key_rotated', kid: key.kid, activatesAt, requestId: correlationId }, 'signing key rotated');
  return { kid: key.kid, activatesAt: activatesAt.toISOString() };
}
