/**
 * Which access tokens are revoked: per user, the moment before which their tokens were issued
 * ("tokens of user U issued before T are refused"). Fed by `watchRevocations` from identity's
 * `identity.accessTokens.revoked` events; consulted by the token verifier on every request (also
 * for tokens in its verified-token cache). An entry is needed only as long as a token issued
 * before it can still be unexpired (the maximum token lifetime), so older entries are dropped.
 */
export class RevocationList {
  /** userId → issued-before, in epoch milliseconds (the latest revocation wins). */
  private readonly before = new Map<string, number>();
  private lastPrune = 0;

  constructor(private readonly maxLifetimeSeconds: number) {}

  revoke(userIds: readonly string[], issuedBeforeMs: number) {
    for (const userId of userIds) {
      const known = this.before.get(userId);
      if (known === undefined || known < issuedBeforeMs) this.before.set(userId, issuedBeforeMs);
    }
    this.prune();
  }

  /** `iat` in seconds as in the token (identity writes it with millisecond precision). */
  isRevoked(userId: string, iatSeconds: number): boolean {
    const before = this.before.get(userId);
    return before !== undefined && iatSeconds * 1000 < before;
  }

  get size() {
    return this.before.size;
  }

  /** Entries older than the longest token lifetime (plus a minute of clock skew) can refuse nothing any more. */
  private prune(now = Date.now()) {
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    const horizon = now - (this.maxLifetimeSeconds + 60) * 1000;
    for (const [userId, before] of this.before) if (before < horizon) this.before.delete(userId);
  }
}
