"use client";

import { LoaderCircleIcon, ShoppingCartIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useCart } from "@/modules/cart/components/cart-provider";
import { useAddedToast } from "@/modules/cart/components/use-added-toast";
import { Link } from "@/modules/i18n/components/navigation";
import type { DesignDocument } from "@/modules/print-design";
import { printDesign } from "../actions";
import type { DesignEditorProps } from "../editor-props";
import { WarningsDialog } from "./warnings-dialog";
import type { ShownWarning } from "./warnings-panel";

type Props = Pick<
  DesignEditorProps,
  "product" | "selection" | "selectionSummary" | "quantity" | "productHref"
> & {
  document: DesignDocument;
  warnings: ShownWarning[];
  /** Saves the draft now; its id, or null when it could not be saved. */
  saveNow: () => Promise<string | null>;
};

/**
 * "Add to cart": the chosen options, then (after the warnings, if any, were seen) the print files are
 * made from the document by printDesign and go into the cart through the cart's own add, with the
 * product page's messages.
 */
export function AddToCart({
  product,
  selection,
  selectionSummary,
  quantity,
  productHref,
  document,
  warnings,
  saveNow,
}: Props) {
  const t = useTranslations("designer.cart");
  const tErrors = useTranslations("designer.printErrors");
  const tProduct = useTranslations("product");
  const cart = useCart();
  const announceAdded = useAddedToast();
  const [busy, setBusy] = useState<"preparing" | "adding" | null>(null);
  const [asking, setAsking] = useState(false);

  async function add() {
    setBusy("preparing");
    try {
      const designId = await saveNow();
      if (!designId) return void toast.error(tErrors("title"), { description: tErrors("notSaved") });
      const printed = await printDesign({ designId, document }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (!printed.ok) {
        const reason = printed.error === "unauthorized" ? "failed" : printed.error;
        return void toast.error(tErrors("title"), { description: tErrors(reason) });
      }
      setBusy("adding");
      const added = await cart.add({
        productId: product.id,
        quantity,
        options: selection,
        files: printed.files,
      });
      announceAdded(added, { name: product.name, quantity });
    } finally {
      setBusy(null);
    }
  }

  function onAdd() {
    if (busy) return;
    // Warnings are never passed over silently: the first press lists them.
    if (warnings.length > 0) setAsking(true);
    else void add();
  }

  return (
    <section
      aria-label={t("label")}
      className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-4"
    >
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{product.name}</p>
        <ul className="text-muted-foreground">
          {selectionSummary.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>{t("quantity", { quantity })}</li>
        </ul>
        <Link
          href={productHref}
          className="justify-self-start text-primary underline-offset-4 hover:underline"
        >
          {t("changeOptions")}
        </Link>
      </div>
      <Button type="button" size="lg" aria-disabled={busy !== null} onClick={onAdd} className="w-full">
        {busy ? (
          <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
        ) : (
          <ShoppingCartIcon aria-hidden />
        )}
        {busy === "preparing" ? t("preparing") : busy === "adding" ? tProduct("adding") : t("add")}
      </Button>
      <WarningsDialog
        open={asking}
        warnings={warnings}
        onKeepEditing={() => setAsking(false)}
        onAddAnyway={() => {
          setAsking(false);
          void add();
        }}
      />
    </section>
  );
}
