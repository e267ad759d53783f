import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";

/**
 * A fixed-window hit counter for `express-rate-limit`, in memory, with a hard cap on the number of
 * clients it remembers.
 *
 * Cost: every operation is O(1) amortised. Entries live in a Map in the order their windows
 * started (a key whose window restarts is deleted and inserted again), so the first entry is always
 * the one that expires first: expired entries are dropped from the front, a few per call, and when
 * the store is full the oldest window is evicted. Nothing ever scans the whole map.
 *
 * Memory: at most `maxKeys` entries (about 100 bytes each: the key is an IPv4 address or an IPv6
 * /64 prefix), whatever the traffic. Evicting the oldest window when full means an attacker with
 * more than `maxKeys` addresses can reset other addresses' counts, but such an attacker can already
 * send `limit` posts from each of them; everyone else is limited as configured.
 *
 * Addresses are kept only for the window, never logged or written to disk, and forgotten on
 * restart (docs/OPERATIONS.md#rate-limit).
 */
export class BoundedMemoryStore implements Store {
  readonly localKeys = true;
  private windowMs = 60_000;
  private readonly hits = new Map<string, { totalHits: number; resetAt: number }>();

  constructor(
    readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /** How many clients are remembered now (for tests and health reports). */
  get size(): number {
    return this.hits.size;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const now = this.now();
    this.dropExpired(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return undefined;
    return { totalHits: entry.totalHits, resetTime: new Date(entry.resetAt) };
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.now();
    this.dropExpired(now);
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      // A new window: (re)insert at the end, so insertion order stays expiry order.
      this.hits.delete(key);
      if (this.hits.size >= this.maxKeys) {
        const oldest = this.hits.keys().next();
        if (!oldest.done) this.hits.delete(oldest.value);
      }
      entry = { totalHits: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.totalHits += 1;
    return { totalHits: entry.totalHits, resetTime: new Date(entry.resetAt) };
  }

  decrement(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.totalHits > 0) entry.totalHits -= 1;
  }

  resetKey(key: string): void {
    this.hits.delete(key);
  }

  resetAll(): void {
    this.hits.clear();
  }

  /** Drops up to a few expired windows from the front: bounded work per call. */
  private dropExpired(now: number): void {
    for (let i = 0; i < 4; i++) {
      const first = this.hits.entries().next();
      if (first.done || first.value[1].resetAt > now) return;
      this.hits.delete(first.value[0]);
    }
  }
}
