"use client";

import { useLocale, useTranslations } from "next-intl";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { toast } from "@/components/ui/toaster";
import { discountedUnitPrice, priceBreakAt } from "@/modules/pricing";
import { addToCart, changeCartQuantity, removeFromCart, type CartActionResult } from "../actions";
import type { CartLineView, CartView } from "../schema";

type CartContextValue = {
  /** Undefined until the first answer: the drawer shows a loading state, not a false "empty". */
  cart: CartView | undefined;
  open: boolean;
  setOpen: (open: boolean) => void;
  add: (input: Parameters<typeof addToCart>[0]) => Promise<CartActionResult>;
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  remove: (lineId: string) => Promise<void>;
  /** Reads the server's cart again (after checkout learnt that it changed). */
  refresh: () => Promise<void>;
};

const CartContext = createContext<CartContextValue | null>(null);

/**
 * Holds the visitor's cart in the browser, read from the server after load (pages stay cacheable)
 * and replaced by the server's answer after every change. The server's copy is the truth.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const t = useTranslations("cart");
  const [cart, setCart] = useState<CartView>();
  const [open, setOpen] = useState(false);
  // Bumped by every change: a read that started before a change must not overwrite its answer
  // (on a slow page the first read can come back after the visitor has already added something).
  const changes = useRef(0);

  const accept = useCallback(
    (next: CartView) => {
      setCart(next);
      for (const name of next.droppedLines)
        toast.warning(name ? t("lineDropped", { name }) : t("unknownLineDropped"));
    },
    [t],
  );

  const load = useCallback(
    (isCancelled: () => boolean = () => false) => {
      const startedAfter = changes.current;
      const stale = () => isCancelled() || changes.current !== startedAfter;
      return fetch(`/api/cart?lang=${locale}`, { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<CartView>) : Promise.reject()))
        .then((next) => void (!stale() && accept(next)))
        .catch(() => void (!isCancelled() && toast.error(t("updateFailed"))));
    },
    [locale, accept, t],
  );

  useEffect(() => {
    let cancelled = false;
    void load(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [load]);

  const apply = useCallback(
    async (result: Promise<CartActionResult>, line?: CartLineView) => {
      changes.current += 1;
      const answer = await result.catch((): CartActionResult => ({ ok: false, error: "failed" }));
      if (answer.ok) return accept(answer.cart);
      if (answer.error === "invalidQuantity" && line)
        toast.error(t("invalidQuantity", { min: line.minQuantity, max: line.maxQuantity }));
      else toast.error(t("updateFailed"));
      // The drawer already showed the change; the server's cart, unchanged, takes its place again.
      await load();
    },
    [accept, load, t],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      open,
      setOpen,
      add: async (input) => {
        changes.current += 1;
        const result = await addToCart(input).catch((): CartActionResult => ({ ok: false, error: "failed" }));
        if (result.ok) accept(result.cart);
        return result;
      },
      setQuantity: async (lineId, quantity) => {
        const line = cart?.lines.find((each) => each.id === lineId);
        // Show the new quantity at once; the server's answer replaces it.
        setCart((current) => current && withQuantity(current, lineId, quantity));
        await apply(changeCartQuantity({ lineId, quantity }), line);
      },
      remove: async (lineId) => {
        setCart((current) => current && withQuantity(current, lineId, 0));
        await apply(removeFromCart({ lineId }));
      },
      refresh: load,
    }),
    [cart, open, accept, apply, load],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

function withQuantity(cart: CartView, lineId: string, quantity: number): CartView {
  const lines = cart.lines
    .map((line) => (line.id === lineId ? repriced(line, quantity) : line))
    .filter((line) => line.quantity > 0);
  return {
    ...cart,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    droppedLines: [],
  };
}

/** The line at a new quantity, at that quantity's tier (docs/product-rules.md#price-breaks), as the server will price it. */
function repriced(line: CartLineView, quantity: number): CartLineView {
  const percentOff = priceBreakAt(line.priceBreaks, quantity)?.percentOff ?? 0;
  const unitPrice = discountedUnitPrice(line.listUnitPrice, percentOff);
  return { ...line, quantity, unitPrice, percentOff, lineTotal: unitPrice * quantity };
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart() needs a <CartProvider> above it");
  return value;
}
