import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import type { Locale } from "@/modules/i18n";
import { formatOrderAmount } from "@/modules/admin/shared";
import type { AdminOverviewData } from "../overview-types";

type Figure = { key: string; label: string; value: string; description: string };

/** The period's cards: each says in words exactly what it counts (docs/admin.md#overview). */
export function OverviewFigures({ overview, locale }: { overview: AdminOverviewData; locale: Locale }) {
  const t = useTranslations("admin.overview.cards");
  const money = (amount: number) => formatOrderAmount(amount, overview.currency, locale);
  const { figures } = overview;
  const costKnown =
    figures.printerCostKnown < figures.paidOrders
      ? t("printerCost.partly", { known: figures.printerCostKnown, total: figures.paidOrders })
      : "";
  const cards = [
    { key: "paidOrders", value: String(figures.paidOrders) },
    { key: "gross", value: money(figures.gross) },
    { key: "refunds", value: money(figures.refunds) },
    { key: "net", value: money(figures.net) },
    { key: "shipping", value: money(figures.shipping) },
    { key: "fees", value: money(figures.fees) },
    { key: "printerCost", value: money(figures.printerCost), extra: costKnown },
    { key: "margin", value: money(figures.margin), extra: costKnown },
    { key: "awaitingShipment", value: String(overview.awaitingShipment) },
    {
      key: "abandoned",
      value: t("abandoned.value", {
        count: overview.abandoned.count,
        value: money(overview.abandoned.value),
      }),
    },
  ] as const;
  const list: Figure[] = cards.map((card) => ({
    key: card.key,
    value: card.value,
    label: t(`${card.key}.label`),
    description: [t(`${card.key}.description`), "extra" in card ? card.extra : ""].filter(Boolean).join(" "),
  }));
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {list.map((figure) => (
        <Card key={figure.key}>
          <CardContent className="grid content-start gap-1 p-5">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`admin-${figure.key}`}>
              {figure.value}
            </dd>
            <dd className="text-xs text-muted-foreground">{figure.description}</dd>
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}
