import { CheckIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { Product } from "@/modules/catalog";
import { Link } from "@/modules/i18n/components/navigation";

type Offer = {
  key: "payPerOrder" | "freeAccount" | "contactSales";
  features: string[];
  href: string;
};

/**
 * What the shop sells, and nothing else (docs/product-rules.md#price-breaks): pay per order, with the
 * catalog's volume prices; a free account and what it really gives (saved addresses, order history,
 * order again); and "Contact sales" for larger or recurring runs, which opens the contact form on the
 * sales topic. No subscription until a real one exists. The deepest tier comes from the catalog.
 */
export async function PlanCards({ products }: { products: Pick<Product, "priceBreaks">[] }) {
  const t = await getTranslations("pricing.offer");
  const deepest = Math.max(0, ...products.flatMap((product) => product.priceBreaks.map((b) => b.percentOff)));
  const offers: Offer[] = [
    {
      key: "payPerOrder",
      features: [
        t("payPerOrder.noSubscription"),
        t("payPerOrder.livePrice"),
        ...(deepest > 0 ? [t("payPerOrder.volumePrices", { percent: deepest })] : []),
        t("payPerOrder.guest"),
      ],
      href: "/products",
    },
    {
      key: "freeAccount",
      features: [t("freeAccount.addresses"), t("freeAccount.history"), t("freeAccount.reorder")],
      href: "/auth?view=sign-up",
    },
    {
      key: "contactSales",
      features: [t("contactSales.quote"), t("contactSales.reply")],
      href: "/contact?topic=sales",
    },
  ];
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="offer">
      {offers.map((offer) => (
        <li key={offer.key}>
          <Card className="flex h-full flex-col" data-testid={`offer-${offer.key}`}>
            <CardHeader>
              {/* Directly under the page's title: level 2, none skipped (axe's heading-order). */}
              <CardTitle asLevel={2}>{t(`${offer.key}.title`)}</CardTitle>
              <p className="mt-2 text-2xl font-bold">{t(`${offer.key}.lead`)}</p>
              <CardDescription>{t(`${offer.key}.description`)}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="grid gap-2 text-sm">
                {offer.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button
                asChild
                className="w-full"
                variant={offer.key === "payPerOrder" ? "default" : "outline"}
              >
                <Link href={offer.href}>{t(`${offer.key}.cta`)}</Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
