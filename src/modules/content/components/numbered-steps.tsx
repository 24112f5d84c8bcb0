import { MoneyText } from "@/modules/money/components/money-text";

type Step = { title: string; body: string };

/**
 * Steps with big numbers: the home page's three (under its section heading, so level 3) and How It
 * Works' six (directly under the page's title, so level 2: no skipped level, axe's heading-order).
 */
export function NumberedSteps({
  steps,
  className,
  headingLevel = 3,
}: {
  steps: Step[];
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-[var(--radius-lg)] border border-border bg-card p-6">
          <span
            className="grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            aria-hidden
          >
            {index + 1}
          </span>
          <Heading className="mt-4 text-lg font-semibold">{step.title}</Heading>
          <p className="mt-2 text-muted-foreground">
            <MoneyText text={step.body} />
          </p>
        </li>
      ))}
    </ol>
  );
}
