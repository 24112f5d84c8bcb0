import { MoneyText } from "@/modules/money/components/money-text";

type Benefit = { title: string; body: string };

/**
 * Benefits as cards. `headingLevel` follows the page's outline: 2 where the grid stands directly under
 * the page's title (Pricing, How it works), 3 under a section heading of its own (About's values), so
 * no level is skipped (axe's heading-order).
 */
export function BenefitGrid({ items, headingLevel = 3 }: { items: Benefit[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-[var(--radius-lg)] bg-muted/60 p-6">
          <Heading className="font-semibold">{item.title}</Heading>
          <p className="mt-2 text-sm text-muted-foreground">
            <MoneyText text={item.body} />
          </p>
        </li>
      ))}
    </ul>
  );
}
