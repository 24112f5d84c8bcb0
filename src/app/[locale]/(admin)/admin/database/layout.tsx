import type { ReactNode } from "react";
import { DatabaseFrame } from "@/modules/admin/shared/components/database-frame";

/** The Database tab's pages share its sub-navigation; each page checks for staff itself. */
export default function DatabaseLayout({ children }: { children: ReactNode }) {
  return <DatabaseFrame>{children}</DatabaseFrame>;
}
