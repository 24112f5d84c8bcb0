import { BadgeCheckIcon, GiftIcon, HeadsetIcon, PackageOpenIcon, TruckIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { fillFacts, type ShopFacts } from "../../shop-facts";
import { MoneyText } from "@/modules/money/components/money-text";

// One icon per pitch item, in the order of home.pitch.items.
const icons = [GiftIcon, PackageOpenIcon, BadgeCheckIcon, TruckIcon, HeadsetIcon];

export async function Pitch({ facts }: { facts: ShopFacts }) {
  const t = await getTranslations("home.pitch");
  const items = (t.raw("items") as { title: string; body: string }[]).map((item) => ({
    ...item,
    body: fillFacts(item.body, facts) ?? "",
  }));
  return (
    <Container className="py-16">
      <h2 className="text-center text-3xl font-bold">{t("title")}</h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((item, index) => {
          const Icon = icons[index] ?? GiftIcon;
          return (
            <li key={item.title} className="rounded-[var(--radius-lg)] border border-border p-5">
              <Icon className="size-7 text-primary" aria-hidden />
              <h3 className="mt-3 font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                <MoneyText text={item.body} />
              </p>
            </li>
          );
        })}
      </ul>
    </Container>
  );
}
