"use client";

import { Toaster as Sonner } from "sonner";

type Props = {
  /** The notification region's name for screen readers, in the page's language (with its shortcut). */
  regionLabel: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
};

/**
 * Toasts at the top. On phones (sonner's layout below 600 px) they start below the 64 px sticky header,
 * so a toast never covers the cart button and its count (docs/testing.md#accessibility).
 */
export function Toaster({ regionLabel, closeLabel }: Props) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      mobileOffset={{ top: 72 }}
      customAriaLabel={regionLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}

export { toast } from "sonner";
