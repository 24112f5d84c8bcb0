import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ProviderProduct, ProviderSpecSummary } from "../provider-catalogue";

/**
 * A provider product's option families (the default marked, "Optional" on a family without one) and
 * its specs: the summary first, then every spec as the provider gives it.
 */
export function ProviderProductDetails({ product }: { product: ProviderProduct }) {
  return (
    <div className="grid gap-8">
      <ProviderFamilies product={product} />
      <ProviderSpecs product={product} />
    </div>
  );
}

function ProviderFamilies({ product }: { product: ProviderProduct }) {
  const t = useTranslations("admin.providerCatalogue.product");
  return (
    <section aria-labelledby="provider-options-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="provider-options-heading" className="text-base font-semibold">
          {t("options")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("optionsHint")}</p>
      </div>
      {product.families.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noOptions")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {product.families.map((family) => (
            <li
              key={family.family}
              className="grid content-start gap-2 rounded-[var(--radius)] border border-border p-3"
              data-testid="provider-family"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-mono text-sm font-medium break-all">{family.family}</h4>
                {family.optional ? <Badge variant="neutral">{t("optional")}</Badge> : null}
              </div>
              <ul className="grid gap-1 text-sm" aria-label={t("family", { family: family.family })}>
                {family.values.map((value) => (
                  <li key={value.reference} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                    <span className="font-mono text-xs break-all">{value.reference}</span>
                    {value.note ? <span className="text-muted-foreground">{value.note}</span> : null}
                    {value.isDefault ? <Badge variant="info">{t("default")}</Badge> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProviderSpecs({ product }: { product: ProviderProduct }) {
  const t = useTranslations("admin.providerCatalogue.product");
  const summary = summaryRows(product.specs, t);
  return (
    <section aria-labelledby="provider-specs-heading" className="grid gap-3">
      <h3 id="provider-specs-heading" className="text-base font-semibold">
        {t("specs")}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" aria-label={t("summary")}>
        {summary.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className={value === undefined ? "text-muted-foreground" : "tabular-nums"}>
              {value ?? t("notGiven")}
            </dd>
          </div>
        ))}
      </dl>
      {product.rawSpecs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noSpecs")}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-label={t("allSpecs")}
          tabIndex={0}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t("allSpecs")}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("specColumns.name")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("specColumns.reference")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("specColumns.value")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {product.rawSpecs.map((spec, index) => (
                <tr key={`${spec.reference ?? ""}-${index}`} data-testid="provider-spec">
                  <td className="px-3 py-2">{spec.note ?? ""}</td>
                  <td className="px-3 py-2 font-mono text-xs">{spec.reference ?? ""}</td>
                  <td className="px-3 py-2 tabular-nums">{spec.value ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslations<"admin.providerCatalogue.product">>;

/** The summary's lines: label and value, undefined where the provider gives none. */
function summaryRows(specs: ProviderSpecSummary, t: Translate): [string, string | undefined][] {
  const mm = (value: number | undefined) => (value === undefined ? undefined : t("millimetres", { value }));
  const trim =
    specs.trimWidthMm !== undefined && specs.trimHeightMm !== undefined
      ? t("trimSize", { width: specs.trimWidthMm, height: specs.trimHeightMm })
      : undefined;
  const cutLine =
    specs.cutLineRequired === undefined
      ? undefined
      : t(specs.cutLineRequired ? "cutLineRequired" : "cutLineNotRequired");
  return [
    [t("summaryFields.trim"), trim],
    [t("summaryFields.bleed"), mm(specs.bleedMm)],
    [t("summaryFields.safetyMargin"), mm(specs.safetyMarginMm)],
    [t("summaryFields.minQuantity"), specs.minQuantity?.toString()],
    [t("summaryFields.printableSides"), specs.printableSides?.toString()],
    [t("summaryFields.cutLine"), cutLine],
  ];
}
