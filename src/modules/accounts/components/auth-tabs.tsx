"use client";

import type { KeyboardEvent } from "react";
import { cn } from "@/lib/cn";

type Tab<T extends string> = { id: T; label: string };
type Props<T extends string> = { label: string; tabs: Tab<T>[]; selected: T; onSelect: (id: T) => void };

/** The tab button's id and its panel's, by the WAI-ARIA tabs pattern's convention. */
export const tabId = (id: string) => `auth-tab-${id}`;
export const tabPanelId = (id: string) => `auth-panel-${id}`;

/**
 * Tabs by the WAI-ARIA pattern (the UI kit has no tabs primitive): one tab in the Tab order, arrow
 * keys, Home and End move between tabs and select them; the panel is labelled by its tab.
 */
export function AuthTabs<T extends string>({ label, tabs, selected, onSelect }: Props<T>) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (target < 0) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    document.getElementById(tabId(tabs[target]!.id))?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid grid-cols-2 gap-1 rounded-[var(--radius)] bg-muted p-1"
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            // Only the selected panel is rendered, so only its tab points at one.
            aria-controls={active ? tabPanelId(tab.id) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
            className={cn(
              "h-10 rounded-[calc(var(--radius)-2px)] text-sm font-medium text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              active && "bg-background text-foreground shadow-sm",
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
