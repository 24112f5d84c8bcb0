import { describe, expect, it } from "vitest";
import { emptyCheckoutData, type CheckoutData } from "./checkout-data";
import { clearSavedCheckout, restoreCheckoutData, saveCheckoutData } from "./checkout-storage";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const typed: CheckoutData = {
  address: {
    name: "Anna Müller",
    company: "Druck GmbH",
    address: "Hauptstraße 1",
    city: "Berlin",
    state: "",
    postalCode: "10115",
    country: "DE",
  },
  shippingLevel: "cp_express",
  contact: { email: "anna@example.de", phone: "+49 30 1234567" },
  paymentMethod: "paypal",
  saveAddress: true,
};
const countries = ["DE", "TH", "US"];

describe("checkout form storage", () => {
  it("round-trips what was typed", () => {
    const storage = memoryStorage();
    saveCheckoutData(storage, typed);
    expect(restoreCheckoutData(storage, emptyCheckoutData("US"), countries)).toEqual(typed);
  });

  it("never stores a checkout key", () => {
    const storage = memoryStorage();
    saveCheckoutData(storage, { ...typed, checkoutKey: "x" } as CheckoutData);
    expect([...storage.items.values()].join()).not.toContain("checkoutKey");
    expect(restoreCheckoutData(storage, emptyCheckoutData("US"), countries)).toEqual(typed);
  });

  it("starts empty when nothing, garbage or no storage at all is there", () => {
    const fallback = emptyCheckoutData("US");
    const storage = memoryStorage();
    expect(restoreCheckoutData(storage, fallback, countries)).toBe(fallback);
    storage.items.set("printgo.checkout.v1", "{not json");
    expect(restoreCheckoutData(storage, fallback, countries)).toBe(fallback);
    expect(restoreCheckoutData(undefined, fallback, countries)).toBe(fallback);
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(restoreCheckoutData(refusing, fallback, countries)).toBe(fallback);
  });

  it("keeps the good fields of a damaged entry and drops the bad ones", () => {
    const storage = memoryStorage();
    storage.items.set(
      "printgo.checkout.v1",
      JSON.stringify({ ...typed, contact: { email: 42, phone: "+49 30 1234567" }, paymentMethod: "bitcoin" }),
    );
    const restored = restoreCheckoutData(storage, emptyCheckoutData("US"), countries);
    expect(restored.contact).toEqual({ email: "", phone: "+49 30 1234567" });
    expect(restored.paymentMethod).toBe("card");
    expect(restored.address).toEqual(typed.address);
  });

  it("replaces a country we no longer ship to with the default", () => {
    const storage = memoryStorage();
    saveCheckoutData(storage, { ...typed, address: { ...typed.address, country: "KP" } });
    expect(restoreCheckoutData(storage, emptyCheckoutData("US"), countries).address.country).toBe("US");
  });

  it("forgets the form once cleared", () => {
    const storage = memoryStorage();
    saveCheckoutData(storage, typed);
    clearSavedCheckout(storage);
    expect(storage.items.size).toBe(0);
  });
});
