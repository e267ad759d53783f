import { describe, expect, it } from "vitest";
import { BoundedMemoryStore } from "~/platform/rate-limit-store.server";

function storeAt(maxKeys: number) {
  let now = 0;
  const store = new BoundedMemoryStore(maxKeys, () => now);
  store.init({ windowMs: 1_000 } as Parameters<BoundedMemoryStore["init"]>[0]);
  return { store, tick: (ms: number) => (now += ms) };
}

describe("BoundedMemoryStore", () => {
  it("counts hits per key within a fixed window and starts a new window after it", () => {
    const { store, tick } = storeAt(10);
    expect(store.increment("a").totalHits).toBe(1);
    expect(store.increment("a").totalHits).toBe(2);
    expect(store.increment("b").totalHits).toBe(1);
    tick(999);
    expect(store.increment("a").totalHits).toBe(3);
    tick(1);
    expect(store.increment("a").totalHits).toBe(1);
    expect(store.get("a")?.resetTime?.getTime()).toBe(2_000);
  });

  it("never remembers more than maxKeys clients, evicting the oldest window first", () => {
    const { store } = storeAt(1_000);
    const key = (i: number) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
    for (let i = 0; i < 100_000; i++) store.increment(key(i));
    expect(store.size).toBe(1_000);
    expect(store.get(key(0))).toBeUndefined();
    expect(store.get(key(98_999))).toBeUndefined();
    expect(store.get(key(99_000))?.totalHits).toBe(1);
    expect(store.get(key(99_999))?.totalHits).toBe(1);
  });

  it("drops expired windows as it goes, without a full scan", () => {
    const { store, tick } = storeAt(1_000);
    for (let i = 0; i < 500; i++) store.increment(`a${i}`);
    tick(1_000);
    // Each call drops a few expired entries from the front: the map shrinks while it is used.
    for (let i = 0; i < 200; i++) store.increment(`b${i}`);
    expect(store.size).toBeLessThan(700);
    expect(store.get("a0")).toBeUndefined();
  });

  it("supports decrement and reset", () => {
    const { store } = storeAt(10);
    store.increment("a");
    store.increment("a");
    store.decrement("a");
    expect(store.get("a")?.totalHits).toBe(1);
    store.resetKey("a");
    expect(store.get("a")).toBeUndefined();
    store.increment("b");
    store.resetAll();
    expect(store.size).toBe(0);
  });
});
