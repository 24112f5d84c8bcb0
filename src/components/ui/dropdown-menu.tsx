"use client";

import { DropdownMenu as DropdownPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * Not modal by default: a modal menu hides the rest of the page with `aria-hidden` while its links stay
 * in the tab order (axe's aria-hidden-focus, docs/testing.md#accessibility). A menu is a short list;
 * Escape, Tab or a click outside close it, and focus returns to the trigger.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownPrimitive.Root>) {
  return <DropdownPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;

/**
 * Rendered in place, not portalled to the end of <body>: an open menu stays inside the landmark it
 * opens from (the header's banner), so its items are not content outside every landmark (axe's
 * region). It is positioned `fixed` all the same, so no ancestor clips it.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Content>) {
  return (
    <DropdownPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 min-w-40 rounded-[var(--radius)] border border-border bg-popover p-1 text-popover-foreground shadow-md",
        className,
      )}
      {...props}
    />
  );
}

const itemClasses =
  "relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none focus:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50";

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Item>) {
  return <DropdownPrimitive.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Label>) {
  return (
    <DropdownPrimitive.Label
      className={cn("px-2 py-1.5 text-xs font-semibold text-muted-foreground", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Separator>) {
  return <DropdownPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}
