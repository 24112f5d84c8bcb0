"use client";

import { useCallback, useEffect, useState } from "react";
import type { PaymentMethod } from "../schema";
import { withAccountDefaults, type CheckoutAccount } from "./checkout-account";
import { emptyCheckoutData, type AddressField, type CheckoutData, type ContactField } from "./checkout-data";
import { restoreCheckoutData, saveCheckoutData, sessionStore } from "./checkout-storage";

/**
 * The wizard's form, restored from and saved to this tab's sessionStorage on every change, so a
 * reload or the way back from the payment page loses nothing. Render only after hydration. A
 * signed-in customer starts with their e-mail and default saved address where nothing was typed.
 */
export function useCheckoutData(
  defaultCountry: string,
  countryCodes: readonly string[],
  account: CheckoutAccount,
) {
  const [data, setData] = useState<CheckoutData>(() =>
    withAccountDefaults(
      restoreCheckoutData(sessionStore(), emptyCheckoutData(defaultCountry), countryCodes),
      account,
      countryCodes,
    ),
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
  /** A saved address chosen from the list replaces every address field at once. */
  const fillAddress = useCallback(
    (address: CheckoutData["address"]) => setData((current) => ({ ...current, address })),
    [],
  );
  const setSaveAddress = useCallback(
    (saveAddress: boolean) => setData((current) => ({ ...current, saveAddress })),
    [],
  );
  const setPaymentMethod = useCallback(
    (paymentMethod: PaymentMethod) => setData((current) => ({ ...current, paymentMethod })),
    [],
  );

  return {
    data,
    setAddress,
    fillAddress,
    setSaveAddress,
    setContact,
    setShippingLevel,
    setPaymentMethod,
  };
}
