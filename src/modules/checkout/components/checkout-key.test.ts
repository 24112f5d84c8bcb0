import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cartSignature, createCheckoutKeys, newCheckoutKey } from "./checkout-key";
import { defaultShopTerms } from "@/modules/pricing";
import { feeRule } from "../fees";

describe("checkout key", () => {
  it("is a UUID the server accepts, also where randomUUID is missing (plain http)", () => {
    expect(z.uuid().safeParse(newCheckoutKey()).success).toBe(true);
    // An own property shadows Crypto.prototype.randomUUID, as on an insecure origin.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 50 }, newCheckoutKey);
      for (const key of keys) expect(z.uuid().safeParse(key).success).toBe(true);
      expect(new Set(keys).size).toBe(50);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe("function");
  });

  it("stays the same for the same form and cart, and changes with either", () => {
    let made = 0;
    const keyFor = createCheckoutKeys(() => `key-${++made}`);
    const form = { address: { name: "A" }, paymentMethod: "card" };
    expect(keyFor(form, "cart-1")).toBe("key-1");
    expect(keyFor({ ...form }, "cart-1")).toBe("key-1");
    expect(keyFor({ ...form, paymentMethod: "paypal" }, "cart-1")).toBe("key-2");
    expect(keyFor({ ...form, paymentMethod: "paypal" }, "cart-2")).toBe("key-3");
    // Back to earlier data is still a new attempt.
    expect(keyFor(form, "cart-1")).toBe("key-4");
  });

  it("signs the cart by lines, quantities and prices", () => {
    const line = { id: "a", quantity: 2, lineTotal: 5998 };
    const sign = (lines: (typeof line)[]) => cartSignature({ lines } as never);
    expect(sign([line])).toBe(sign([{ ...line }]));
    expect(sign([line])).not.toBe(sign([{ ...line, quantity: 3 }]));
    expect(sign([line])).not.toBe(sign([{ ...line, lineTotal: 6000 }]));
  });
});

describe("fee rule", () => {
  it("states the shop's fee rule of each method", () => {
    expect(feeRule("card", defaultShopTerms.fees)).toEqual({ rate: 0.029, fixed: 30 });
    expect(feeRule("paypal", { ...defaultShopTerms.fees, paypal: { rate: 0, fixed: 0 } })).toEqual({
      rate: 0,
      fixed: 0,
    });
  });
});
