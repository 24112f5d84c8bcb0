import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/modules/i18n/components/navigation";

/** "← Back to …" above an admin page's content: where the page was opened from. */
export function AdminBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
