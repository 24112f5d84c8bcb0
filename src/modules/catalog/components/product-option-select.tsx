"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useMoney } from "@/modules/money/components/money-provider";
import type { ProductOption } from "../schema";

type Props = {
  option: ProductOption;
  value: string;
  onChange: (valueId: string) => void;
  /** Value ids that cannot be printed now: shown disabled, "(unavailable)". */
  unavailable?: readonly string[];
};

/** One selector per option; a value that costs more says so: "Gloss (+$2.00)" (docs/product-rules.md#product-page). */
export function ProductOptionSelect({ option, value, onChange, unavailable = [] }: Props) {
  const t = useTranslations("product");
  const formatMoney = useMoney();
  const id = `option-${option.id}`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{option.name}</Label>
      <NativeSelect id={id} name={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {option.values.map((choice) => {
          const label =
            choice.priceModifier > 0
              ? `${choice.name} (${t("modifier", { price: formatMoney(choice.priceModifier) })})`
              : choice.name;
          const off = unavailable.includes(choice.id);
          return (
            <option key={choice.id} value={choice.id} disabled={off}>
              {off ? `${label} ${t("valueUnavailable")}` : label}
            </option>
          );
        })}
      </NativeSelect>
    </div>
  );
}
