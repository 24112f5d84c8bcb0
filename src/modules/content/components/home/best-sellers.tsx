import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { getProduct } from "@/modules/catalog/server";
import { ProductCard } from "@/modules/catalog/components/product-card";
import { toLocale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";

/** The home page's four best sellers (docs/product-rules.md#catalog: 24.99, 19.99, 21.99, 8.99): products 2, 1, 12, 4. */
const bestSellerIds = [2, 1, 12, 4];

export async function BestSellers() {
  const locale = await getLocale();
  const [t, products] = await Promise.all([
    getTranslations("home.bestSellers"),
    Promise.all(bestSellerIds.map((id) => getProduct(id, toLocale(locale)))),
  ]);
  return (
    <Container className="py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-3xl font-bold">{t("title")}</h2>
          <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/products">{t("viewAll")}</Link>
        </Button>
      </div>
      <ul className="mt-8 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {products.flatMap((product) =>
          product ? (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ) : (
            []
          ),
        )}
      </ul>
    </Container>
  );
}
