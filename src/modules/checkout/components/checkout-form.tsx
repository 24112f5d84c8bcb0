"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toaster";
import type { CartView } from "@/modules/cart";
import type { ShippingState } from "@/modules/shipping";
import { useMoney } from "@/modules/money/components/money-provider";
import { useShopTerms } from "@/modules/pricing/components/shop-terms-provider";
import { checkoutTotals, pricedLines } from "../fees";
import { CHECKOUT_STEPS, type CheckoutFieldErrors } from "../schema";
import { AddressStep, type CountryChoice } from "./address-step";
import { matchingSavedAddress, type CheckoutAccount } from "./checkout-account";
import { effectiveShippingLevel } from "./checkout-data";
import { cartSignature } from "./checkout-key";
import { CHECKOUT_LAYOUT } from "./checkout-layout";
import { PaymentCancelledNotice } from "./checkout-notices";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { ShippingStep } from "./shipping-step";
import { StepNav } from "./step-nav";
import { StepPanel } from "./step-panel";
import { StepProgress } from "./step-progress";
import { firstInvalidField, hasErrors, stepErrors, stepIndex, stepOfField } from "./step-validation";
import { useCheckoutData } from "./use-checkout-data";
import { useCheckoutStep } from "./use-checkout-step";
import { usePlaceOrder } from "./use-place-order";
import { useShippingOptions } from "./use-shipping-options";
import { useStepFocus } from "./use-step-focus";

const FORM_ID = "checkout-form";

export type CheckoutFormProps = {
  cart: CartView;
  refreshCart: () => Promise<void>;
  countries: CountryChoice[];
  /** Country codes whose addresses need a state (from the shipping service). */
  statesRequiredIn: string[];
  /** The states the shipping service knows for those countries (empty when it has no list). */
  statesByCountry: Record<string, ShippingState[]>;
  defaultCountry: string;
  testPayments: boolean;
  /** The signed-in customer's e-mail and saved addresses; null for a guest. */
  account: CheckoutAccount;
};

/** The three-step wizard beside the order summary. Mount only after hydration (sessionStorage). */
export function CheckoutForm({
  cart,
  refreshCart,
  countries,
  statesRequiredIn,
  statesByCountry,
  defaultCountry,
  account,
  ...display
}: CheckoutFormProps) {
  const t = useTranslations("checkout");
  const formatMoney = useMoney();
  const { fees } = useShopTerms();
  const form = useCheckoutData(
    defaultCountry,
    countries.map((country) => country.code),
    account,
  );
  const [errors, setErrors] = useState<CheckoutFieldErrors>({});
  const cartKey = cartSignature(cart);
  const shipping = useShippingOptions(form.data.address.country, cartKey);
  const offered = shipping.state.status === "ready" ? shipping.state.options : undefined;
  const level = effectiveShippingLevel(form.data.shippingLevel, offered);
  const data = { ...form.data, shippingLevel: level };
  const shippingCost = offered?.find((option) => option.level === level)?.cost;
  // The total the button and the summary show: sent with Place Order, so nothing else is charged.
  const { total } = checkoutTotals(cart.lines, shippingCost ?? 0, data.paymentMethod, {
    fees,
    currency: formatMoney.currency,
    rates: formatMoney.rates,
  });
  const stateCodesIn = Object.fromEntries(
    Object.entries(statesByCountry).map(([country, states]) => [country, states.map((state) => state.code)]),
  );
  const { step, goTo, paymentCancelled } = useCheckoutStep(data, { statesRequiredIn, stateCodesIn });
  const { headingRef, focusField } = useStepFocus(step, FORM_ID);
  const order = usePlaceOrder({ cartKey, refreshCart, onInvalid: showErrors });
  const index = stepIndex(step);

  function showErrors(fieldErrors: CheckoutFieldErrors) {
    setErrors(fieldErrors);
    toast.error(t("toast.incomplete"));
    const field = firstInvalidField(fieldErrors);
    if (!field) return;
    if (stepOfField(field) !== step) goTo(stepOfField(field));
    focusField(field);
  }

  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (order.busy) return;
    // The last step checks them all: the URL or a stored form may have skipped one.
    for (const checked of step === "payment" ? CHECKOUT_STEPS : [step]) {
      const found = stepErrors(checked, data, {
        levelConfirmed: shipping.state.status === "ready",
        statesRequiredIn,
        stateCodesIn,
      });
      if (hasErrors(found)) return showErrors(found);
    }
    setErrors({});
    // The default level becomes the shopper's choice once they move on with it.
    if (step === "shipping") form.setShippingLevel(level);
    const next = CHECKOUT_STEPS[index + 1];
    if (next) return goTo(next);
    void order.place({
      address: data.address,
      shippingLevel: level,
      contact: data.contact,
      paymentMethod: data.paymentMethod,
      // Only a new address is saved, and only for a signed-in customer (the server checks that too).
      saveAddress:
        account !== null && data.saveAddress && !matchingSavedAddress(data.address, account.addresses),
      shown: { currency: formatMoney.currency, total },
    });
  }

  return (
    <div className={CHECKOUT_LAYOUT}>
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid min-w-0 gap-6">
        <StepProgress step={step} onGoTo={(target) => !order.busy && goTo(target)} />
        {paymentCancelled ? <PaymentCancelledNotice /> : null}
        <StepPanel step={step} headingRef={headingRef} disabled={order.busy}>
          {step === "address" ? (
            <AddressStep
              address={data.address}
              errors={errors}
              countries={countries}
              stateRequired={statesRequiredIn.includes(data.address.country)}
              states={statesByCountry[data.address.country] ?? []}
              onChange={(field, value) => {
                form.setAddress(field, value);
                clearError(field);
              }}
              account={account}
              saveAddress={data.saveAddress}
              onFill={(address) => {
                form.fillAddress(address);
                setErrors({});
              }}
              onSaveAddressChange={form.setSaveAddress}
            />
          ) : step === "shipping" ? (
            <ShippingStep
              state={shipping.state}
              lines={pricedLines(cart)}
              level={level}
              error={errors.shippingLevel}
              onSelect={(chosen) => {
                form.setShippingLevel(chosen);
                clearError("shippingLevel");
              }}
              onRetry={shipping.retry}
            />
          ) : (
            <PaymentStep
              contact={data.contact}
              paymentMethod={data.paymentMethod}
              errors={errors}
              cart={cart}
              shippingCost={shippingCost ?? 0}
              testPayments={display.testPayments}
              onContactChange={(field, value) => {
                form.setContact(field, value);
                clearError(field);
              }}
              onMethodChange={form.setPaymentMethod}
            />
          )}
        </StepPanel>
        <StepNav
          step={step}
          busy={order.busy}
          waiting={shipping.state.status === "loading"}
          total={formatMoney.minor(total)}
          onPrevious={() => goTo(CHECKOUT_STEPS[Math.max(0, index - 1)]!)}
        />
      </form>
      <OrderSummary
        cart={cart}
        shippingCost={shippingCost}
        paymentMethod={data.paymentMethod}
        className="max-lg:order-first lg:sticky lg:top-20"
      />
    </div>
  );
}
