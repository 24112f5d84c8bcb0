import { MoneyText } from "@/modules/money/components/money-text";

type Benefit = { title: string; body: string };

export function BenefitGrid({ items }: { items: Benefit[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-[var(--radius-lg)] bg-muted/60 p-6">
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">
            <MoneyText text={item.body} />
          </p>
        </li>
      ))}
    </ul>
  );
}
