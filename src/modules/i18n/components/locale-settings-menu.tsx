"use client";

import { useLoadOnInteraction } from "@/components/ui/load-on-interaction";
import { LocaleSettingsButton } from "./locale-settings-button";

const loadPopover = () => import("./locale-settings-popover").then((module) => module.LocaleSettingsPopover);

type Props = {
  /** The countries we ship to (the shipping source's list): the only ones offered. */
  countries: readonly string[];
  className?: string;
};

/**
 * Country (for shipping) and display currency; the Radix popover loads when the visitor reaches for
 * it (docs/client-weight.md).
 */
export function LocaleSettingsMenu({ countries, className }: Props) {
  const { Loaded, standIn, triggerRef } = useLoadOnInteraction(loadPopover, "click");
  if (Loaded) return <Loaded countries={countries} className={className} triggerRef={triggerRef} />;
  return <LocaleSettingsButton className={className} {...standIn} />;
}
