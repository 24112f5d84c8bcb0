import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/modules/i18n/components/navigation";

type Props = { page: number; pages: number; href: (page: number) => string; label: string };

/** Previous and next as links keeping the list's filters (href builds them); absent at either end. */
export function AdminListPager({ page, pages, href, label }: Props) {
  const t = useTranslations("admin.users.pager");
  if (pages <= 1) return null;
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <div className="min-w-24">
        {page > 1 ? (
          <Link href={href(page - 1)} rel="prev" className={link}>
            {t("previous")}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t("pageOf", { page, pages })}</p>
      <div className="flex min-w-24 justify-end">
        {page < pages ? (
          <Link href={href(page + 1)} rel="next" className={link}>
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
