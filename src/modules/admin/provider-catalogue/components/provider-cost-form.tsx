import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { countryName, type Locale } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import type { ProviderCatalogueResult, ProviderCost, ProviderProduct } from "../provider-catalogue";
import {
  MAX_COST_PAGES,
  MAX_COST_QUANTITY,
  optionParam,
  type ProviderCostChoice,
  type ProviderCostField,
} from "../provider-catalogue-query";
import { formatProviderAmount } from "./provider-amount";
import { ProviderErrorNotice } from "./provider-error";

type Props = {
  product: ProviderProduct;
  choice: ProviderCostChoice;
  /** Fields the URL gave wrongly; they show their default and say so. */
  invalid: readonly ProviderCostField[];
  /** The provider's shipping countries; undefined when they could not be read (a text field then). */
  countries: readonly string[] | undefined;
  cost: ProviderCatalogueResult<ProviderCost>;
  locale: Locale;
};

/**
 * A GET form (?country=&quantity=&pages=&opt_<family>=) and what the provider charges for the choice
 * (prices/lookup: products and fees, no shipping), in its currency and in US dollars.
 */
export function ProviderCostForm({ product, choice, invalid, countries, cost, locale }: Props) {
  const t = useTranslations("admin.providerCatalogue.cost");
  const error = (field: ProviderCostField) => (invalid.includes(field) ? t("invalidField") : undefined);
  const named = countries
    ? countries
        .map((code) => ({ code, name: countryName(code, locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
    : undefined;
  return (
    <section aria-labelledby="provider-cost-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="provider-cost-heading" className="text-base font-semibold">
          {t("heading")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <form method="get" aria-label={t("formLabel")} className="grid gap-4">
        {invalid.includes("options") ? (
          <p role="alert" className="text-sm text-destructive">
            {t("invalidOptions")}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field
            id="cost-country"
            label={t("country")}
            error={error("country")}
            hint={named ? undefined : t("countryHint")}
          >
            {named ? (
              <NativeSelect
                {...fieldControlProps("cost-country", { error: error("country"), name: "country" })}
                defaultValue={choice.country}
              >
                {named.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name} ({country.code})
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                {...fieldControlProps("cost-country", {
                  error: error("country"),
                  hint: t("countryHint"),
                  name: "country",
                })}
                defaultValue={choice.country}
                required
                minLength={2}
                maxLength={2}
                pattern="[A-Za-z]{2}"
                autoComplete="off"
                className="uppercase"
              />
            )}
          </Field>
          <Field id="cost-quantity" label={t("quantity")} error={error("quantity")}>
            <Input
              {...fieldControlProps("cost-quantity", { error: error("quantity"), name: "quantity" })}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_COST_QUANTITY}
              step={1}
              required
              defaultValue={choice.quantity}
            />
          </Field>
          {choice.pages !== undefined ? (
            <Field id="cost-pages" label={t("pages")} error={error("pages")}>
              <Input
                {...fieldControlProps("cost-pages", { error: error("pages"), name: "pages" })}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_COST_PAGES}
                step={1}
                required
                defaultValue={choice.pages}
              />
            </Field>
          ) : null}
          {product.families.map((family, index) => (
            <Field key={family.family} id={`cost-option-${index}`} label={family.family}>
              <NativeSelect
                {...fieldControlProps(`cost-option-${index}`, { name: optionParam(family.family) })}
                defaultValue={choice.options[family.family] ?? ""}
              >
                {family.optional ? <option value="">{t("none")}</option> : null}
                {family.values.map((value) => (
                  <option key={value.reference} value={value.reference}>
                    {value.note ? `${value.reference} · ${value.note}` : value.reference}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ))}
        </div>
        <div>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            {t("submit")}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite" data-testid="provider-cost">
        {cost.ok ? (
          <CostFigures cost={cost.data} choice={choice} locale={locale} />
        ) : (
          <div className="grid gap-2">
            <p className="text-sm font-medium">{t("failed")}</p>
            <ProviderErrorNotice error={cost.error} />
          </div>
        )}
      </div>
    </section>
  );
}

function CostFigures({
  cost,
  choice,
  locale,
}: {
  cost: ProviderCost;
  choice: ProviderCostChoice;
  locale: Locale;
}) {
  const t = useTranslations("admin.providerCatalogue.cost");
  return (
    <div className="grid gap-2 rounded-[var(--radius)] border border-border p-4">
      <p className="text-sm text-muted-foreground">
        {t("result", { quantity: choice.quantity, country: countryName(choice.country, locale) })}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("amount")}</dt>
        <dd className="text-lg font-semibold tabular-nums" data-testid="provider-cost-amount">
          {formatProviderAmount(cost.amount, cost.currency, locale)}
        </dd>
        {cost.itemsAmount !== undefined ? (
          <>
            <dt className="font-medium">{t("items")}</dt>
            <dd className="tabular-nums">{formatProviderAmount(cost.itemsAmount, cost.currency, locale)}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t("usd")}</dt>
        <dd className="tabular-nums" data-testid="provider-cost-usd">
          {cost.usdCents !== undefined
            ? formatMinorUnits(cost.usdCents, "USD", locale)
            : t("noRate", { currency: cost.currency })}
        </dd>
      </dl>
    </div>
  );
}
