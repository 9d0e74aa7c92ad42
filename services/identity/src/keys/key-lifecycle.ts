/**
 * When a signing key signs and when it is published. Keys are ordered by `activatesAt`: each key
 * signs from its activation until the next key activates. A key is published from its creation
 * (before it signs, so verifiers can fetch it in time) until every token it signed has expired.
 */
export interface KeyTimes {
  kid: string;
  activatesAt: Date;
}

/** Tokens may still be accepted this long after `exp` (the verifier's clock tolerance, with margin). */
export const CLOCK_SKEW_SECONDS = 60;

const byActivation = <K extends KeyTimes>(keys: K[]) => [...keys].sort((a, b) => a.activatesAt.getTime() - b.activatesAt.getTime());

/** The key that signs at `now`: the latest one already active. */
export function signingKeyAt<K extends KeyTimes>(keys: K[], now: number): K | undefined {
  return byActivation(keys)
    .filter((k) => k.activatesAt.getTime() <= now)
    .at(-1);
}

/** Keys to publish at `now`: not yet active, signing, or retired so recently that tokens it signed may still be valid. */
export function publishedKeysAt<K extends KeyTimes>(keys: K[], now: number, accessTokenTtlSeconds: number): K[] {
  const ordered = byActivation(keys);
  const graceMs = (accessTokenTtlSeconds + CLOCK_SKEW_SECONDS) * 1000;
  return ordered.filter((key, i) => {
    const successorActive = ordered.slice(i + 1).find((next) => next.activatesAt.getTime() <= now);
    return !successorActive || successorActive.activatesAt.getTime() + graceMs > now;
  });
}
