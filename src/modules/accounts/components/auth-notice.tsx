"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type Props = {
  title: string;
  icon: ReactNode;
  tone?: "success" | "warning";
  /** After an action the form that had focus is gone: the heading takes it, so keyboards stay here. */
  focusOnMount?: boolean;
  children?: ReactNode;
};

/** The panel that replaces a form once it has done its job ("check your e-mail") or cannot ("link expired"). */
export function AuthNotice({ title, icon, tone = "success", focusOnMount = true, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <div
      role="status"
      className={cn(
        "grid justify-items-center gap-3 rounded-[var(--radius-lg)] p-6 text-center",
        tone === "success" ? "bg-success/10" : "bg-destructive/10",
      )}
    >
      {icon}
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}
