"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { EditableProduct } from "@/modules/catalog/server";
import type { MarginReport } from "@/modules/fulfilment";
import type { Locale } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";

type Props = {
  product: EditableProduct;
  report: MarginReport;
  locale: Locale;
  /** Where the account delivers (two-letter codes): staff may see the cost delivered to each. */
  countries?: string[];
};

/**
 * The margin guard's view for staff (docs/admin.md#provider-catalogue): for the defaults and for each
 * other value, our price for one unit next to what the printer charges for it, at the saved prices.
 * A loss is marked; publishing is refused while one is left (product-edits.server.ts).
 */
export function AdminProductMargins({ product, report, locale, countries = [] }: Props) {
  const t = useTranslations("admin.catalog.margins");
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  const regionName = (code: string) => {
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const usd = (cents: number) => formatMinorUnits(cents, "USD", locale);
  const choiceName = (option?: string, value?: string) => {
    if (option === undefined) return t("defaults");
    const stored = product.options.find((candidate) => candidate.code === option);
    const storedValue = stored?.values.find((candidate) => candidate.code === value);
    return `${stored?.name[locale] ?? option}: ${storedValue?.name[locale] ?? value}`;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("hint", { country: regionName(report.country) })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {countries.length > 1 ? (
          <MarginsCountry country={report.country} countries={countries} regionName={regionName} />
        ) : null}
        {!report.ok ? (
          <p role="status" className="text-sm text-destructive">
            {t("unknown")}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("choice")}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {t("ours")}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {t("lowest")}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {t("printer")}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t("margin")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={`${row.option ?? ""}/${row.value ?? ""}`} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {choiceName(row.option, row.value)}
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{usd(row.ourUsdCents)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{usd(row.lowestUsdCents)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{usd(row.providerUsdCents)}</td>
                    <td className="py-2 text-right tabular-nums">
                      {row.loss ? (
                        <Badge variant="destructive">
                          {t("loss", { amount: usd(row.providerUsdCents - row.lowestUsdCents) })}
                        </Badge>
                      ) : (
                        usd(row.lowestUsdCents - row.providerUsdCents)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Asks the server for the page again after each save, so the margins follow the saved prices. */
export function RefreshAfterSave({ saves }: { saves: number }) {
  const router = useRouter();
  useEffect(() => {
    if (saves > 0) router.refresh();
  }, [saves, router]);
  return null;
}

/** The country the margins are shown for; a choice reloads the page with `?country=`. */
function MarginsCountry(props: {
  country: string;
  countries: string[];
  regionName: (code: string) => string;
}) {
  const t = useTranslations("admin.catalog.margins");
  const router = useRouter();
  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="margins-country">{t("country")}</Label>
      {/* Not a form: this card sits inside the product's form. The page reads ?country=. */}
      <NativeSelect
        id="margins-country"
        value={props.country}
        onChange={(event) => router.replace(`?country=${encodeURIComponent(event.target.value)}`)}
      >
        {props.countries.map((code) => (
          <option key={code} value={code}>
            {props.regionName(code)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
