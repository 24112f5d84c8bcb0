"use client";

import { PencilIcon, PlusIcon, StarIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import type { AddressField, FieldErrors, SavedAddress } from "@/modules/accounts";
import {
  deleteAddress,
  makeDefaultAddress,
  saveAddress,
  type AddressesResult,
} from "@/modules/accounts/actions";
import { AccountSection } from "./account-section";
import { AddressForm, type AddressValues, type CountryChoice } from "./address-form";

/** Which form is open: none, a new address, or the one with this id. */
type Editing = null | "new" | string;

const blank = (country: string): AddressValues => ({
  name: "",
  company: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  country,
});

function valuesOf(address: SavedAddress): AddressValues {
  return {
    name: address.name,
    company: address.company ?? "",
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? "",
    city: address.city,
    state: address.state ?? "",
    postalCode: address.postalCode,
    country: address.country,
  };
}

/**
 * Saved addresses, the default first with its badge: add, edit (inline form), delete (after a second
 * click to confirm) and make default. Every action answers with the server's list, which replaces
 * this one, so the page always shows what is stored.
 */
export function AddressesPanel({
  addresses: initial,
  countries,
  defaultCountry,
}: {
  addresses: SavedAddress[];
  countries: CountryChoice[];
  defaultCountry: string;
}) {
  const t = useTranslations("addresses");
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [pending, startTransition] = useTransition();
  const addRef = useRef<HTMLButtonElement>(null);
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

  const run = (action: () => Promise<AddressesResult>, done: string, after?: () => void) =>
    startTransition(async () => {
      const result = await action().catch((): AddressesResult => ({ ok: false, error: "failed" }));
      if (result.ok) {
        setAddresses(result.addresses);
        setErrors({});
        toast.success(done);
        after?.();
      } else if (result.error === "invalid") setErrors(result.fieldErrors);
      else toast.error(result.error === "notFound" ? t("notFound") : t("failed"));
    });

  const open = (next: Editing) => {
    setErrors({});
    setConfirming(undefined);
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    setErrors({});
    requestAnimationFrame(() => addRef.current?.focus());
  };

  const form = (id: Editing, initialValues: AddressValues) => (
    <AddressForm
      key={id ?? ""}
      title={id === "new" ? t("newTitle") : t("editTitle")}
      initial={initialValues}
      countries={countries}
      errors={errors}
      saving={pending}
      onCancel={close}
      onSubmit={(values) =>
        run(
          () => saveAddress(id === "new" ? { address: values } : { id, address: values }),
          t("saved"),
          close,
        )
      }
    />
  );

  const action =
    editing === "new" ? null : (
      <Button ref={addRef} variant="outline" size="sm" onClick={() => open("new")} data-testid="address-add">
        <PlusIcon aria-hidden />
        {t("add")}
      </Button>
    );

  return (
    <AccountSection title={t("title")} intro={t("intro")} action={action}>
      <div className="grid gap-4">
        {editing === "new" ? form("new", blank(defaultCountry)) : null}
        {addresses.length === 0 && editing !== "new" ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : null}
        {addresses.length > 0 ? (
          <ul className="grid gap-3" aria-label={t("listLabel")}>
            {addresses.map((address) =>
              editing === address.id ? (
                <li key={address.id}>{form(address.id, valuesOf(address))}</li>
              ) : (
                <li
                  key={address.id}
                  className="grid gap-3 rounded-[var(--radius)] border border-border p-4"
                  data-testid="saved-address"
                  data-default={address.isDefault || undefined}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <address className="text-sm not-italic">
                      <span className="block font-medium">{address.name}</span>
                      {address.company ? <span className="block">{address.company}</span> : null}
                      <span className="block">{address.addressLine1}</span>
                      {address.addressLine2 ? <span className="block">{address.addressLine2}</span> : null}
                      <span className="block">
                        {[address.city, address.state, address.postalCode].filter(Boolean).join(", ")}
                      </span>
                      <span className="block">{countryName(address.country)}</span>
                    </address>
                    {address.isDefault ? <Badge variant="success">{t("default")}</Badge> : null}
                  </div>
                  {confirming === address.id ? (
                    <div
                      className="flex flex-wrap items-center gap-2"
                      role="group"
                      aria-label={t("confirmDelete")}
                    >
                      <span className="text-sm font-medium">{t("confirmDelete")}</span>
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={pending}
                        onClick={() => run(() => deleteAddress({ id: address.id }), t("deleted"))}
                      >
                        {t("confirmDeleteYes")}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setConfirming(undefined)}>
                        {t("cancel")}
                      </Button>
                    </div>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t("editLabel", { name: address.name })}
                        onClick={() => open(address.id)}
                      >
                        <PencilIcon aria-hidden />
                        {t("edit")}
                      </Button>
                      {address.isDefault ? null : (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={pending}
                          aria-label={t("makeDefaultLabel", { name: address.name })}
                          onClick={() =>
                            run(() => makeDefaultAddress({ id: address.id }), t("defaultChanged"))
                          }
                        >
                          <StarIcon aria-hidden />
                          {t("makeDefault")}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t("deleteLabel", { name: address.name })}
                        onClick={() => setConfirming(address.id)}
                      >
                        <Trash2Icon aria-hidden />
                        {t("delete")}
                      </Button>
                    </div>
                  )}
                </li>
              ),
            )}
          </ul>
        ) : null}
      </div>
    </AccountSection>
  );
}
