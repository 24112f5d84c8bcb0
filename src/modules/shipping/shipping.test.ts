import { describe, expect, it, vi } from "vitest";
import { builtInShipping } from "./built-in-shipping";
import { cachedShipping, SHIPPING_CACHE_ENTRIES, SHIPPING_CACHE_MS } from "./cached-shipping";
import type { ShippingSource } from "./types";

describe("built-in shipping (fallback table)", () => {
  it("charges the level price to the US and Canada and one and a half times it elsewhere, rounded", async () => {
    const costs = async (country: string) =>
      Object.fromEntries((await builtInShipping.rates(country, [])).map((rate) => [rate.level, rate.cost]));
    expect(await costs("US")).toEqual({ cp_ground: 699, cp_priority: 999, cp_express: 1999 });
    expect(await costs("CA")).toEqual({ cp_ground: 699, cp_priority: 999, cp_express: 1999 });
    expect(await costs("TH")).toEqual({ cp_ground: 1049, cp_priority: 1499, cp_express: 2999 });
  });

  it("has no rates for a country it doesn't ship to", async () => {
    expect(await builtInShipping.rates("ZZ", [])).toEqual([]);
  });

  it("lists the ten calculator countries", async () => {
    expect((await builtInShipping.countries()).map((c) => c.code)).toHaveLength(10);
  });
});

describe("cached shipping", () => {
  function countingSource(): ShippingSource & { calls: number } {
    const source = {
      calls: 0,
      countries: async () => (source.calls++, []),
      levels: async () => (source.calls++, []),
      states: async () => (source.calls++, []),
      rates: async () => (source.calls++, []),
    };
    return source;
  }

  it("answers the same question from memory for 30 minutes, then asks again", async () => {
    let now = 0;
    const source = countingSource();
    const cached = cachedShipping(source, { now: () => now });
    await cached.rates("US", [{ product: "poster_a3_fc", options: [], count: 1 }]);
    await cached.rates("US", [{ product: "poster_a3_fc", options: [], count: 1 }]);
    expect(source.calls).toBe(1);
    await cached.rates("DE", [{ product: "poster_a3_fc", options: [], count: 1 }]);
    expect(source.calls).toBe(2);
    now = SHIPPING_CACHE_MS + 1;
    await cached.rates("US", [{ product: "poster_a3_fc", options: [], count: 1 }]);
    expect(source.calls).toBe(3);
  });

  it("does not remember a failure", async () => {
    const failing = {
      ...countingSource(),
      countries: vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue([]),
    };
    const cached = cachedShipping(failing);
    await expect(cached.countries()).rejects.toThrow("down");
    await expect(cached.countries()).resolves.toEqual([]);
  });

  it("keeps at most its maximum of answers, forgetting the least recently used", async () => {
    const source = countingSource();
    const cached = cachedShipping(source);
    const poster = (count: number) => [{ product: "poster_a3_fc", options: [], count }];
    for (let quantity = 1; quantity <= SHIPPING_CACHE_ENTRIES; quantity++) {
      await cached.rates("US", poster(quantity));
    }
    await cached.rates("US", poster(1)); // used again: now the most recent
    await cached.rates("US", poster(SHIPPING_CACHE_ENTRIES + 1)); // pushes out quantity 2
    expect(source.calls).toBe(SHIPPING_CACHE_ENTRIES + 1);
    await cached.rates("US", poster(1));
    expect(source.calls).toBe(SHIPPING_CACHE_ENTRIES + 1);
    await cached.rates("US", poster(2));
    expect(source.calls).toBe(SHIPPING_CACHE_ENTRIES + 2);
  });
});
