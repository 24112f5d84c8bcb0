import { describe, expect, it, vi } from "vitest";
import { builtInShipping } from "./built-in-shipping";
import { FALLBACK_HOLD_MS, withFallback } from "./fallback-shipping";
import type { ShippingSource } from "./types";

function failingSource(): ShippingSource & { calls: number } {
  const source = {
    calls: 0,
    countries: async () => {
      source.calls++;
      throw new Error("503");
    },
    levels: async () => [],
    states: async () => [],
    rates: async () => [],
  };
  return source;
}

describe("withFallback", () => {
  it("answers from the fallback with the spec's message when the provider fails", async () => {
    const report = vi.fn();
    const shipping = withFallback(failingSource(), builtInShipping, report);
    const countries = await shipping.countries();
    expect(countries.map((country) => country.code)).toContain("US");
    expect(report).toHaveBeenCalledWith("Failed to load shipping countries", expect.any(Error));
  });

  it("does not ask a failing provider again until the hold has passed", async () => {
    let now = 0;
    const provider = failingSource();
    const shipping = withFallback(provider, builtInShipping, () => {}, { now: () => now });
    await shipping.countries();
    await shipping.countries();
    expect(provider.calls).toBe(1);
    now += FALLBACK_HOLD_MS;
    await shipping.countries();
    expect(provider.calls).toBe(2);
  });

  it("keeps asking after a refusal that is not an outage", async () => {
    const provider = failingSource();
    const shipping = withFallback(provider, builtInShipping, () => {}, { isOutage: () => false });
    await shipping.countries();
    await shipping.countries();
    expect(provider.calls).toBe(2);
  });
});
