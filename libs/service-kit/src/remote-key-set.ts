import { createRemoteJWKSet, customFetch } from 'jose';
import { AppError } from './problem-details';

/** The key set could not be fetched: nothing is said about the token, the verifier cannot tell. */
export class KeysUnreachable extends Error {}

/** Seconds a client waits before asking again while the keys are unreachable (the key set's cooldown). */
const KEYS_RETRY_AFTER_SECONDS = 5;

/**
 * 503, not 401: a token is not invalid because identity's key set did not answer (down, starting,
 * slow past jose's 5 s timeout, or not 200). A client that logs out on 401 must not lose its
 * session to an outage; it retries after `Retry-After`.
 */
export const keysUnavailable = () =>
  new AppError(503, 'SIGNING_KEYS_UNAVAILABLE', 'The signing keys to verify the access token could not be fetched; try again shortly.', {
    headers: { 'Retry-After': String(KEYS_RETRY_AFTER_SECONDS) },
  });

/** jose's fetch of the key set, with a failure to reach it (or a non-200 answer) told apart from a bad token. */
const keySetFetch = async (url: string, init: RequestInit): Promise<Response> => {
  const response = await fetch(url, init).catch((error: unknown) => {
    throw new KeysUnreachable('The key set could not be fetched', { cause: error });
  });
  if (response.status !== 200) throw new KeysUnreachable(`The key set answered ${response.status}`);
  return response;
};

export const remoteKeySet = (url: string) =>
  createRemoteJWKSet(new URL(url), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000, [customFetch]: keySetFetch });
