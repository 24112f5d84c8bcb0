import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProviderMapping } from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";

type Props = { options: EditableProduct["options"]; locale: Locale };

/**
 * The options the options form keeps as they are (keptOptionsOf: a pack size, a page count, a product
 * per value), read only: each value with its price and what it sends to the printer, so staff see why
 * it isn't one of the account's families above (docs/admin.md#offered-options).
 */
export function AdminKeptOptions({ options, locale }: Props) {
  const t = useTranslations("admin.catalog.offeredOptions");
  if (options.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("kept")}</CardTitle>
        <CardDescription>{t("keptHint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {options.map((option) => (
          <section key={option.code} aria-labelledby={`kept-${option.code}`} className="grid gap-1">
            <h3 id={`kept-${option.code}`} className="text-sm font-medium">
              {option.name[locale]} <code className="text-xs text-muted-foreground">({option.code})</code>
            </h3>
            <ul className="grid gap-1 text-sm">
              {option.values.map((value) => (
                <li key={value.code} className="flex flex-wrap justify-between gap-x-4">
                  <span>
                    {value.name[locale]}{" "}
                    <span className="text-muted-foreground">
                      {value.priceModifier >= 0 ? "+" : "−"}
                      {formatMinorUnits(Math.abs(value.priceModifier), "USD", locale)}
                    </span>
                  </span>
                  <span className="text-muted-foreground">{sends(t, value.provider)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}

function sends(
  t: ReturnType<typeof useTranslations<"admin.catalog.offeredOptions">>,
  provider: ProviderMapping,
) {
  switch (provider.kind) {
    case "options":
      return t("sends.options", {
        references: provider.options
          .map((option) => (option.count === 1 ? option.type : `${option.type} × ${option.count}`))
          .join(", "),
      });
    case "copies":
      return t("sends.copies", { count: provider.perUnit });
    case "product":
      return t("sends.product", { reference: provider.product });
    case "none":
      return t("sends.none");
  }
}
