"use client";

import { useCallback, useEffect, useState } from "react";
import type { PaymentMethod } from "../schema";
import { emptyCheckoutData, type AddressField, type CheckoutData, type ContactField } from "./checkout-data";
import { restoreCheckoutData, saveCheckoutData, sessionStore } from "./checkout-storage";

/**
 * The wizard's form, restored from and saved to this tab's sessionStorage on every change, so a
 * reload or the way back from the payment page loses nothing. Render only after hydration.
 */
export function useCheckoutData(defaultCountry: string, countryCodes: readonly string[]) {
  const [data, setData] = useState<CheckoutData>(() =>
    restoreCheckoutData(sessionStore(), emptyCheckoutData(defaultCountry), countryCodes),
  );

  useEffect(() => saveCheckoutData(sessionStore(), data), [data]);

  const setAddress = useCallback(
    (field: AddressField, value: string) =>
      setData((current) => ({ ...current, address: { ...current.address, [field]: value } })),
    [],
  );
  const setContact = useCallback(
    (field: ContactField, value: string) =>
      setData((current) => ({ ...current, contact: { ...current.contact, [field]: value } })),
    [],
  );
  const setShippingLevel = useCallback(
    (shippingLevel: string) =>
      setData((current) =>
        current.shippingLevel === shippingLevel ? current : { ...current, shippingLevel },
      ),
    [],
  );
  const setPaymentMethod = useCallback(
    (paymentMethod: PaymentMethod) => setData((current) => ({ ...current, paymentMethod })),
    [],
  );

  return { data, setAddress, setContact, setShippingLevel, setPaymentMethod };
}
