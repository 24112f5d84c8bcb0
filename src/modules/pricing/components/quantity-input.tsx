"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { QuantityRange } from "@/modules/catalog";
import { parseQuantity } from "../quantity";

type Props = {
  id: string;
  label: string;
  hint: string;
  /** The product's own range (docs/product-rules.md#quantities). */
  range: QuantityRange;
  text: string;
  onTextChange: (text: string) => void;
};

/**
 * A quantity field that lets the visitor type freely and settles on leaving it: "abc" becomes the
 * minimum, 5000 the product's maximum (docs/product-rules.md#quantities). The parent prices with
 * parseQuantity(text, range) meanwhile.
 */
export function QuantityInput({ id, label, hint, range, text, onTextChange }: Props) {
  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.minQuantity}
        max={range.maxQuantity}
        step={1}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onBlur={() => onTextChange(String(parseQuantity(text, range)))}
        aria-describedby={`${id}-hint`}
        className="max-w-48"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
