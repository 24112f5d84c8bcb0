/**
 * "We don't ship to {country}", shown above a product's choices and uploads: by the page when the
 * visitor's country isn't one we ship to, by the configurator when a chosen country has no level
 * (docs/product-rules.md#product-page). `text` comes translated.
 */
export function NoShippingNotice({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-[var(--radius)] bg-warning/20 p-3 text-sm" data-testid="no-shipping">
      {text}
    </p>
  );
}
