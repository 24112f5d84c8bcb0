import { useTranslations } from "next-intl";
import type { Locale } from "@/modules/i18n";
import { formatOrderAmount } from "@/modules/admin/shared";
import type { AdminOverviewData } from "../overview-types";

/** The period's five best-selling products by revenue, names in the page's language. */
export function OverviewTopProducts({ overview, locale }: { overview: AdminOverviewData; locale: Locale }) {
  const t = useTranslations("admin.overview.topProducts");
  return (
    <section aria-labelledby="top-products" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="top-products" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {overview.topProducts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="overview-top-products">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {t("product")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("quantity")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("revenue")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {overview.topProducts.map((product) => (
              <tr key={product.productId}>
                <th scope="row" className="py-1.5 font-normal">
                  {product.name}
                </th>
                <td className="py-1.5 text-right tabular-nums">{product.quantity}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatOrderAmount(product.revenue, overview.currency, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
