"use client";

import { useLoadOnInteraction } from "@/components/ui/load-on-interaction";
import { MobileMenuButton } from "./mobile-menu-button";

const loadSheet = () => import("./mobile-menu-sheet").then((module) => module.MobileMenuSheet);

/** The phone navigation; its Radix sheet loads when the visitor reaches for it (docs/client-weight.md). */
export function MobileMenu() {
  const { Loaded, standIn, triggerRef } = useLoadOnInteraction(loadSheet, "click");
  if (Loaded) return <Loaded triggerRef={triggerRef} />;
  return <MobileMenuButton {...standIn} />;
}
