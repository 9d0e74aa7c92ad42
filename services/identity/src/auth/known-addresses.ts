/** How long a successful login makes an address "known" for its account. */
const KNOWN_FOR_MS = 30 * 86_400_000;
const ADDRESSES_PER_ACCOUNT = 10;

/**
 * The addresses each account has recently logged in from successfully, in memory (per replica,
 * bounded: the least recently used accounts and addresses are forgotten first). An account under a
 * distributed guessing attack stays reachable for its owner from these.
 */
export class KnownAddresses {
  private readonly byAccount = new Map<string, Map<string, number>>();
  constructor(private readonly maxAccounts = 100_000) {}

  remember(account: string, address: string, now = Date.now()) {
    const addresses = this.byAccount.get(account) ?? new Map<string, number>();
    this.byAccount.delete(account);
    addresses.delete(address);
    addresses.set(address, now);
    if (addresses.size > ADDRESSES_PER_ACCOUNT) addresses.delete(addresses.keys().next().value as string);
    this.byAccount.set(account, addresses);
    if (this.byAccount.size > this.maxAccounts) this.byAccount.delete(this.byAccount.keys().next().value as string);
  }

  has(account: string, address: string, now = Date.now()): boolean {
    const at = this.byAccount.get(account)?.get(address);
    return at !== undefined && now - at < KNOWN_FOR_MS;
  }
}
