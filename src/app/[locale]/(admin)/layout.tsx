import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminFrame } from "@/modules/admin/shared/components/admin-frame";

// Staff pages: never indexed, never cached. No role check here: a layout's check does not protect a
// page or an action, so each admin page and action calls requireAdmin itself (docs/accounts.md).
export const metadata: Metadata = { robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminFrame>{children}</AdminFrame>;
}
