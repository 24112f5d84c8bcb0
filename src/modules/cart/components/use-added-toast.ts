"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toaster";
import type { CartActionResult } from "../actions";
import { useCart } from "./cart-provider";

/**
 * What a customer is told after an add to the cart, in their language: "Added to cart" with a way to
 * the cart, or why the server refused the line (docs/product-rules.md#product-page). The product page
 * and the designer's "Add to cart" say the same.
 */
export function useAddedToast(): (
  result: CartActionResult,
  line: { name: string; quantity: number },
) => void {
  const t = useTranslations("product");
  const tUploads = useTranslations("uploads");
  const cart = useCart();
  return (result, line) => {
    if (result.ok) {
      toast.success(t("added"), {
        description: t("addedText", { name: line.name, quantity: line.quantity }),
        action: { label: t("viewCart"), onClick: () => cart.setOpen(true) },
      });
    } else if (result.error === "missingOption") {
      toast.error(t("missingSelection"), { description: t("pleaseSelect", { option: result.optionName }) });
    } else if (result.error === "unavailable") {
      toast.error(t("unavailableChoice"), {
        description:
          result.optionName && result.valueName
            ? t("unavailableChoiceText", { option: result.optionName, value: result.valueName })
            : t("unavailableProductText", { name: result.productName }),
      });
    } else if (result.error === "noFiles") {
      toast.error(t("noFiles"), { description: t("noFilesText") });
    } else if (result.error === "missingAreaFile") {
      toast.error(t("noFiles"), { description: t("missingAreaFile", { area: result.areaName }) });
    } else if (result.error === "fileProblem") {
      toast.error(t("fileProblemTitle", { area: result.areaName }), {
        description: tUploads(result.message.key, result.message.values),
      });
    } else {
      toast.error(t("addFailed"), { description: t("addFailedText") });
    }
  };
}
