import type { ReactNode } from "react";

type Props = {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Right-aligned: a price or a badge. */
  aside?: ReactNode;
  describedBy?: string;
};

/**
 * A real radio button inside a card-sized label: arrow keys move between choices, the whole card
 * is the click target, and keyboard focus rings the card.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  title,
  description,
  aside,
  describedBy,
}: Props) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-[var(--radius-lg)] border border-border bg-background p-4 transition-colors hover:bg-muted/50 has-[:checked]:border-primary has-[:checked]:bg-secondary/60 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-describedby={describedBy}
        className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="leading-snug font-medium">{title}</span>
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
      </span>
      {aside ? <span className="shrink-0 font-semibold tabular-nums">{aside}</span> : null}
    </label>
  );
}
