"use client";

import { LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { CartView } from "@/modules/cart";
import { useMoney } from "@/modules/money/components/money-provider";
import { useFeeRuleText } from "@/modules/pricing/components/payment-fee-note";
import { useShopTerms } from "@/modules/pricing/components/shop-terms-provider";
import { checkoutTotals, feeRule } from "../fees";
import { PAYMENT_METHODS, type CheckoutFieldErrors, type PaymentMethod } from "../schema";
import type { CheckoutData, ContactField } from "./checkout-data";
import { TestPaymentsNotice } from "./checkout-notices";
import { ChoiceCard } from "./choice-card";
import { useErrorText } from "./use-error-text";

type Props = {
  contact: CheckoutData["contact"];
  paymentMethod: PaymentMethod;
  errors: CheckoutFieldErrors;
  /** The cart and the chosen level's USD shipping: what the fee is charged on. */
  cart: Pick<CartView, "lines">;
  shippingCost: number;
  testPayments: boolean;
  onContactChange: (field: ContactField, value: string) => void;
  onMethodChange: (method: PaymentMethod) => void;
};

/** Step 3: how we reach the shopper, and card or PayPal with each one's fee shown before choosing. */
export function PaymentStep(props: Props) {
  const {
    contact,
    paymentMethod,
    errors,
    cart,
    shippingCost,
    testPayments,
    onContactChange,
    onMethodChange,
  } = props;
  const t = useTranslations("checkout.payment");
  const errorText = useErrorText();
  const formatMoney = useMoney();
  const { fees } = useShopTerms();
  const ruleText = useFeeRuleText();
  const pricing = { fees, currency: formatMoney.currency, rates: formatMoney.rates };

  const contactField = (field: ContactField, input: { type: string; autoComplete: string }) => {
    const error = errorText(errors[field]);
    const hint = t(`${field}Hint`);
    const control = fieldControlProps(`checkout-${field}`, { name: field, error, hint });
    return (
      <Field id={control.id} label={t(field)} error={error} hint={hint} required>
        <Input
          {...control}
          {...input}
          required
          spellCheck={false}
          value={contact[field]}
          onChange={(event) => onContactChange(field, event.target.value)}
        />
      </Field>
    );
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {contactField("email", { type: "email", autoComplete: "email" })}
        {contactField("phone", { type: "tel", autoComplete: "tel" })}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-3 font-semibold">{t("methodTitle")}</legend>
        {PAYMENT_METHODS.map((method) => {
          const rule = feeRule(method, fees);
          return (
            <ChoiceCard
              key={method}
              name="paymentMethod"
              value={method}
              checked={paymentMethod === method}
              onSelect={() => onMethodChange(method)}
              title={t(method)}
              description={
                <>
                  <span className="block">{t(`${method}Detail`)}</span>
                  <span className="block">
                    {t("fee", {
                      rule: ruleText(rule),
                      amount: formatMoney.minor(
                        checkoutTotals(cart.lines, shippingCost, method, pricing).fee,
                      ),
                    })}
                  </span>
                </>
              }
            />
          );
        })}
      </fieldset>
      {testPayments ? <TestPaymentsNotice /> : null}
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t("secureNote")}
      </p>
    </div>
  );
}
