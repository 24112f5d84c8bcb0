"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseQuantity } from "../quantity";

type Props = {
  id: string;
  label: string;
  hint: string;
  max: number;
  text: string;
  onTextChange: (text: string) => void;
};

/**
 * A quantity field that lets the visitor type freely and settles on leaving it: "abc" becomes 1,
 * 5000 becomes the maximum (docs/product-rules.md#quantities). The parent prices with parseQuantity(text) meanwhile.
 */
export function QuantityInput({ id, label, hint, max, text, onTextChange }: Props) {
  return (
    <div className="grid max-w-48 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onBlur={() => onTextChange(String(parseQuantity(text, max)))}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
