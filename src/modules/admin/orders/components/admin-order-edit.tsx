"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toaster";
import { canonicalRegion, regionLabel } from "@/lib/address";
import { checkoutFieldErrors, type CheckoutFieldErrors } from "@/modules/checkout";
import { translateOr } from "@/modules/i18n";
import { useRouter } from "@/modules/i18n/components/navigation";
import { editAdminOrder } from "../actions";
import { orderEditInput } from "../order-edit-input";
import type { AdminOrderEditChoices } from "../order-detail.server";

const ADDRESS_FIELDS = ["name", "company", "address", "city", "state", "postalCode", "country"] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type ContactField = "email" | "phone";
type AdminOrderEditValues = Record<AddressField | ContactField, string>;

type Props = {
  number: string;
  /** The order's contact and address as stored ("" for an empty company or state). */
  current: AdminOrderEditValues;
  choices: AdminOrderEditChoices;
  /** Start with the form open rather than behind its button. */
  defaultOpen?: boolean;
};

/**
 * Correct an order's contact and shipping address before it is sent to the printer. Closed, it is one
 * button; open, a form with the stored values, checked in the browser with checkout's own schemas and
 * again by the action. Errors appear next to their fields in checkout's words, the typed values stay,
 * and focus goes to the first field in error (or to the message when the server refused the change).
 */
export function AdminOrderEdit({ number, current, choices, defaultOpen = false }: Props) {
  const t = useTranslations("admin.order.edit");
  const tAddress = useTranslations("checkout.address");
  const tErrors = useTranslations("checkout.errors");
  const locale = useLocale();
  const router = useRouter();
  const formId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [values, setValues] = useState(current);
  const [errors, setErrors] = useState<CheckoutFieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);

  const errorText = (key: string | undefined) =>
    key ? translateOr(tErrors, key, tErrors("invalid")) : undefined;
  const countryName = (code: string) => new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  const countries = [...choices.countries].sort((a, b) =>
    countryName(a).localeCompare(countryName(b), locale),
  );
  const stateRequired = choices.statesRequiredIn.includes(values.country);
  const states = choices.statesByCountry[values.country] ?? [];
  const province = values.country === "TH";

  const input = () => ({
    number,
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field]])),
    contact: { email: values.email, phone: values.phone },
  });

  function focusFirstError(fieldErrors: CheckoutFieldErrors) {
    const first = [...ADDRESS_FIELDS, "email", "phone"].find((field) => fieldErrors[field]);
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setRefusal(null);
    const checked = orderEditInput.safeParse(input());
    if (!checked.success) {
      const fieldErrors = checkoutFieldErrors(checked.error);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    startTransition(async () => {
      const result = await editAdminOrder(input());
      if (result.ok) {
        toast.success(t(result.changed.length > 0 ? "saved" : "unchanged"));
        setOpen(false);
        router.refresh();
        requestAnimationFrame(() => openButtonRef.current?.focus());
      } else if (result.error === "invalid" && "fieldErrors" in result) {
        setErrors(result.fieldErrors);
        setRefusal(t("check"));
        focusFirstError(result.fieldErrors);
      } else {
        setRefusal(t(`errors.${result.error}`));
        requestAnimationFrame(() => refusalRef.current?.focus());
      }
    });
  }

  const change = (field: AddressField | ContactField, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const text = (
    field: AddressField | ContactField,
    label: string,
    extra: { autoComplete: string; type?: string; optional?: boolean; hint?: string },
  ) => {
    const error = errorText(errors[field]);
    const control = fieldControlProps(`admin-order-edit-${field}`, { name: field, error, hint: extra.hint });
    return (
      <Field
        id={control.id}
        label={label}
        optionalText={extra.optional ? tAddress("optional") : undefined}
        required={!extra.optional}
        error={error}
        hint={extra.hint}
      >
        <Input
          {...control}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          required={!extra.optional}
          aria-required={extra.optional ? undefined : true}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      </Field>
    );
  };

  const stateError = errorText(errors.state);
  const stateControl = fieldControlProps("admin-order-edit-state", { name: "state", error: stateError });
  const countryError = errorText(errors.country);
  const countryControl = fieldControlProps("admin-order-edit-country", {
    name: "country",
    error: countryError,
  });

  return (
    <Card>
      <CardContent className="grid gap-4 p-5" data-testid="admin-order-edit">
        <div className="grid gap-1">
          <h3 className="font-semibold">{t("title")}</h3>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        {!open ? (
          <div>
            <Button ref={openButtonRef} type="button" variant="outline" onClick={() => setOpen(true)}>
              {t("open")}
            </Button>
          </div>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={submit}
            aria-labelledby={`${formId}-title`}
            className="grid gap-5"
          >
            <span id={`${formId}-title`} className="sr-only">
              {t("title")}
            </span>
            {refusal ? (
              <p ref={refusalRef} tabIndex={-1} role="alert" className="text-sm text-destructive">
                {refusal}
              </p>
            ) : null}
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-medium">{t("addressTitle")}</legend>
              <div className="sm:col-span-2">{text("name", tAddress("name"), { autoComplete: "name" })}</div>
              <div className="sm:col-span-2">
                {text("company", tAddress("company"), { autoComplete: "organization", optional: true })}
              </div>
              <div className="sm:col-span-2">
                {text("address", tAddress("address"), { autoComplete: "address-line1" })}
              </div>
              {text("city", tAddress("city"), { autoComplete: "address-level2" })}
              {stateRequired && states.length > 0 ? (
                <Field
                  id={stateControl.id}
                  label={tAddress(province ? "province" : "state")}
                  error={stateError}
                  required
                >
                  <NativeSelect
                    {...stateControl}
                    autoComplete="address-level1"
                    required
                    aria-required
                    value={canonicalRegion(values.country, values.state, {
                      required: true,
                      known: states.map((state) => state.code),
                    })}
                    onChange={(event) => change("state", event.target.value)}
                  >
                    <option value="">
                      {tAddress(province ? "provincePlaceholder" : "statePlaceholder")}
                    </option>
                    {states.map((state) => (
                      <option key={state.code} value={state.code}>
                        {regionLabel(state, locale)}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              ) : (
                text(
                  "state",
                  tAddress("state"),
                  stateRequired
                    ? { autoComplete: "address-level1", hint: tAddress("stateCodeHint") }
                    : { autoComplete: "address-level1", optional: true },
                )
              )}
              {text("postalCode", tAddress("postalCode"), { autoComplete: "postal-code" })}
              <Field id={countryControl.id} label={tAddress("country")} error={countryError} required>
                <NativeSelect
                  {...countryControl}
                  autoComplete="country"
                  required
                  aria-required
                  value={values.country}
                  onChange={(event) => change("country", event.target.value)}
                >
                  {countries.includes(values.country) ? null : (
                    <option value={values.country}>{countryName(values.country)}</option>
                  )}
                  {countries.map((code) => (
                    <option key={code} value={code}>
                      {countryName(code)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-medium">{t("contactTitle")}</legend>
              {text("email", t("email"), { autoComplete: "email", type: "email" })}
              {text("phone", t("phone"), { autoComplete: "tel", type: "tel" })}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" aria-disabled={pending || undefined}>
                {pending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden /> : null}
                {t("save")}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setValues(current);
                  setErrors({});
                  setRefusal(null);
                  setOpen(false);
                  requestAnimationFrame(() => openButtonRef.current?.focus());
                }}
              >
                {t("discard")}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
