"use client";

import { useLoadOnInteraction } from "@/components/ui/load-on-interaction";
import { LanguageMenuButton } from "./language-menu-button";

const loadDropdown = () => import("./language-menu-dropdown").then((module) => module.LanguageMenuDropdown);

/** The header's language menu; its Radix menu loads when the visitor reaches for it (docs/client-weight.md). */
export function LanguageMenu({ className }: { className?: string }) {
  const { Loaded, standIn, triggerRef } = useLoadOnInteraction(loadDropdown, "menu");
  if (Loaded) return <Loaded className={className} triggerRef={triggerRef} />;
  return <LanguageMenuButton className={className} {...standIn} />;
}
