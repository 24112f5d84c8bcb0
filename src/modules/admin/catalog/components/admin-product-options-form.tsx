"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toaster";
import { offeredOptionsInput, productEditErrors } from "@/modules/catalog";
import { localizedPath, type Locale } from "@/modules/i18n";
import { AdminBackLink } from "@/modules/admin/shared/components/admin-back-link";
import { saveProductOptions, type SaveOptionsActionResult } from "../actions";
import {
  backWithToInput,
  formPathOf,
  offeredOptionsToInput,
  type OptionFormValues,
  type valuesGoneFromAccount,
} from "../offered-options-form";
import type { EditableProduct } from "@/modules/catalog/server";
import { AdminBackSideSelect } from "./admin-back-side-select";
import { AdminKeptOptions } from "./admin-kept-options";
import { AdminOfferedOptions } from "./admin-offered-options";
import { useFieldErrors } from "./use-field-errors";

type Props = {
  /** `guarded`: saved only above the printer's cost (the margin guard covers imported products). */
  product: { id: number; name: string; reference: string; guarded: boolean };
  /** The form's start: the account's families with what the product offers now (optionFormValues). */
  initial: OptionFormValues[];
  /** For a double-sided product, the value that prints its back now ("" for every order, backWithOf). */
  initialBackWith?: string;
  /** Stored values the account no longer has; saving removes them. */
  gone: ReturnType<typeof valuesGoneFromAccount>;
  /** Stored options mapped another way than one option reference, which saving keeps (keptOptionsOf). */
  kept: EditableProduct["options"];
  locale: Locale;
};

/**
 * A product's options (docs/admin.md#offered-options): which of the account's families and values
 * customers choose from, with names and prices; options mapped another way are listed and kept. Checked with the server's own schema before
 * sending; the server checks again against the account and the margin guard, and answers field paths
 * of what it was sent, mapped back here onto the whole list of families.
 */
export function AdminProductOptionsForm({ product, initial, initialBackWith, gone, kept, locale }: Props) {
  const t = useTranslations("admin.catalog.offeredOptions");
  const router = useRouter();
  const [options, setOptions] = useState(initial);
  const [backWith, setBackWith] = useState(initialBackWith ?? "");
  const { errorText, forget, show } = useFieldErrors();
  const [saving, startSaving] = useTransition();
  const editPath = `/admin/database/catalog/${product.id}`;

  const set = (path: string, value: unknown) => {
    setOptions((current) => {
      const next = structuredClone(current) as unknown as Record<string, unknown>[];
      const keys = path.split(".").slice(1);
      let target: Record<string, unknown> = next as unknown as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[keys.at(-1)!] = value;
      return next as unknown as OptionFormValues[];
    });
    // The list's own message (a loss the guard found) goes with any change to it.
    forget(path);
  };
  // The server answers paths of what it was sent (offered options only): mapped onto the whole form.
  const showErrors = (sent: Record<string, string>) =>
    show(Object.fromEntries(Object.entries(sent).map(([path, key]) => [formPathOf(path, { options }), key])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      id: product.id,
      options: offeredOptionsToInput(options),
      backWith: backWithToInput(options, backWith),
    };
    const checked = offeredOptionsInput.safeParse(input);
    if (!checked.success) return showErrors(productEditErrors(checked.error));
    startSaving(async () => {
      const result: SaveOptionsActionResult = await saveProductOptions(input).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        toast.success(result.changed ? t("saved") : t("unchanged"), {
          description: result.changed ? t("savedBody") : undefined,
        });
        router.push(localizedPath(locale, editPath));
      } else if (result.error === "invalid") showErrors(result.fieldErrors);
      else toast.error(t(`errors.${result.error}`));
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-labelledby="options-title">
      <AdminBackLink href={editPath}>{t("back")}</AdminBackLink>
      <div className="grid gap-1">
        <h2 id="options-title" className="text-lg font-semibold">
          {t("title", { name: product.name })}
        </h2>
        <p className="font-mono text-xs text-muted-foreground">
          #{product.id} · {product.reference}
        </p>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>

      {gone.length > 0 ? (
        <Card role="status">
          <CardHeader>
            <CardTitle>{t("gone")}</CardTitle>
            <CardDescription>{t("goneHint")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="list-disc ps-5 text-sm">
              {gone.map((value) => (
                <li key={`${value.option}/${value.value}`}>
                  {value.name[locale]}{" "}
                  <code className="text-xs text-muted-foreground">
                    ({value.option}: {value.value})
                  </code>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <AdminKeptOptions options={kept} locale={locale} />

      <AdminOfferedOptions options={options} set={set} errorText={errorText} description={t("hint")} />

      {initialBackWith !== undefined ? (
        <AdminBackSideSelect
          options={options}
          value={backWith}
          onChange={(next) => {
            setBackWith(next);
            forget("backWith");
          }}
          error={errorText("backWith")}
        />
      ) : null}

      <Card className="sticky bottom-0 z-10">
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <CardDescription>{product.guarded ? t("saveHint") : t("saveHintUnguarded")}</CardDescription>
          <Button type="submit" disabled={saving}>
            {saving ? t("saving") : t("save")}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
