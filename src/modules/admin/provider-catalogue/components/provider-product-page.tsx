import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { AdminBackLink } from "@/modules/admin/shared/components/admin-back-link";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import type { ProviderCatalogueResult, ProviderCost, ProviderProduct } from "../provider-catalogue";
import type { ProviderCostChoice, ProviderCostField } from "../provider-catalogue-query";
import { ProviderCostForm } from "./provider-cost-form";
import { ProviderProductDetails } from "./provider-product-details";

type Props = {
  product: ProviderProduct;
  choice: ProviderCostChoice;
  invalid: readonly ProviderCostField[];
  countries: readonly string[] | undefined;
  cost: ProviderCatalogueResult<ProviderCost>;
  locale: Locale;
};

/** /admin/catalogue/provider/<reference>: what the product is, its options and specs, and its cost. */
export function ProviderProductPage({ product, choice, invalid, countries, cost, locale }: Props) {
  const t = useTranslations("admin.providerCatalogue");
  const path = `/admin/catalogue/provider/${encodeURIComponent(product.reference)}`;
  return (
    <article aria-labelledby="provider-product-heading" className="grid gap-8">
      <div className="grid gap-3">
        <AdminBackLink href="/admin/catalogue/provider">{t("back")}</AdminBackLink>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <h2 id="provider-product-heading" className="text-xl font-semibold">
              {product.name}
            </h2>
            {product.note ? <p className="text-muted-foreground">{product.note}</p> : null}
          </div>
          <Link href={`${path}/import`} className={buttonVariants()}>
            <PlusIcon aria-hidden />
            {t("product.create")}
          </Link>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t("product.reference")}</dt>
          <dd className="font-mono text-xs break-all sm:text-sm">{product.reference}</dd>
          <dt className="font-medium">{t("product.category")}</dt>
          <dd>{product.category ?? t("noCategory")}</dd>
        </dl>
      </div>
      <ProviderProductDetails product={product} />
      <ProviderCostForm
        product={product}
        choice={choice}
        invalid={invalid}
        countries={countries}
        cost={cost}
        locale={locale}
      />
    </article>
  );
}
