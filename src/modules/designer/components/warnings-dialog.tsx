"use client";

import { TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import type { ShownWarning } from "./warnings-panel";

/**
 * Asked before a design with warnings goes into the cart: the warnings, "Keep editing" (the default,
 * focused first) and "Add anyway". Escape or the overlay keeps editing.
 */
export function WarningsDialog({
  open,
  warnings,
  onKeepEditing,
  onAddAnyway,
}: {
  open: boolean;
  warnings: ShownWarning[];
  onKeepEditing: () => void;
  onAddAnyway: () => void;
}) {
  const t = useTranslations("designer.cart");
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[85vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-[var(--radius-lg)] bg-background p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("dialogTitle")}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t("dialogText")}</Dialog.Description>
          <ul className="grid gap-2 text-sm">
            {warnings.map(({ warning, text }) => (
              <li
                key={`${warning.key}:${warning.areaId}:${"elementId" in warning ? warning.elementId : ""}`}
                className="flex gap-2"
              >
                <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onKeepEditing}>
              {t("keepEditing")}
            </Button>
            <Button type="button" onClick={onAddAnyway}>
              {t("addAnyway")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
