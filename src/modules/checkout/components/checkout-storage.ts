import { z } from "zod";
import { PAYMENT_METHODS } from "../schema";
import type { CheckoutData } from "./checkout-data";

/** Versioned, so a later shape never reads an old one as valid. */
const STORAGE_KEY = "printgo.checkout.v1";

/** Any field that is missing, of the wrong type or absurdly long is dropped; the rest survives. */
const text = (max: number) => z.string().max(max).catch("");

const storedCheckout = z.object({
  address: z
    .object({
      name: text(200),
      company: text(200),
      address: text(300),
      city: text(200),
      state: text(200),
      postalCode: text(40),
      country: text(2),
    })
    .catch({ name: "", company: "", address: "", city: "", state: "", postalCode: "", country: "" }),
  shippingLevel: text(40),
  contact: z.object({ email: text(300), phone: text(60) }).catch({ email: "", phone: "" }),
  paymentMethod: z.enum(PAYMENT_METHODS).catch("card"),
  saveAddress: z.boolean().catch(false),
});

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem" | "removeItem">;

/** sessionStorage, or undefined where it is missing or refused (server, some private modes). */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The form as this tab last saved it (a reload, or the way back from the payment page), else
 * `fallback`. A stored country we no longer ship to becomes the fallback's country.
 */
export function restoreCheckoutData(
  storage: ReadableStorage | undefined,
  fallback: CheckoutData,
  countryCodes: readonly string[],
): CheckoutData {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(STORAGE_KEY);
  } catch {
    return fallback;
  }
  if (!raw) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback;
  }
  const parsed = storedCheckout.safeParse(json);
  if (!parsed.success) return fallback;
  const stored = parsed.data;
  const country = countryCodes.includes(stored.address.country)
    ? stored.address.country
    : fallback.address.country;
  return { ...stored, address: { ...stored.address, country } };
}

/** Keeps what was typed for this tab only; never the checkout key (a new visit is a new attempt). */
export function saveCheckoutData(storage: WritableStorage | undefined, data: CheckoutData): void {
  try {
    const { address, shippingLevel, contact, paymentMethod, saveAddress } = data;
    storage?.setItem(
      STORAGE_KEY,
      JSON.stringify({ address, shippingLevel, contact, paymentMethod, saveAddress }),
    );
  } catch {
    // Storage full or refused: the form still works, it just won't survive a reload.
  }
}

/** For the order-success page, once an order is paid: the next checkout in this tab starts fresh. */
export function clearSavedCheckout(storage: WritableStorage | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do: see saveCheckoutData.
  }
}
