import { MoneyText } from "@/modules/money/components/money-text";

type Step = { title: string; body: string };

/** Steps with big numbers: the home page's three and How It Works' six. */
export function NumberedSteps({ steps, className }: { steps: Step[]; className?: string }) {
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
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">
            <MoneyText text={step.body} />
          </p>
        </li>
      ))}
    </ol>
  );
}
