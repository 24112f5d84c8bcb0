import { StarIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/** Five stars filled to the rating; the label carries the figures for screen readers. */
export function StarRating({
  rating,
  label,
  className,
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden
          className={cn(
            "size-4",
            rating >= star - 0.25 ? "fill-accent text-accent" : "fill-muted text-muted-foreground/40",
          )}
        />
      ))}
    </span>
  );
}
