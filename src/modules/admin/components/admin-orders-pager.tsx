import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/modules/i18n/components/navigation";
import { adminOrdersSearch, type AdminOrdersQuery } from "../orders-query";

type Props = { query: AdminOrdersQuery; page: number; pages: number };

/** Previous and next as links keeping the filters; absent at either end rather than dead buttons. */
export function AdminOrdersPager({ query, page, pages }: Props) {
  const t = useTranslations("admin.orders");
  if (pages <= 1) return null;
  const to = (target: number) => `/admin/orders${adminOrdersSearch({ ...query, page: target })}`;
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-between gap-3">
      <div className="min-w-24">
        {page > 1 ? (
          <Link href={to(page - 1)} rel="prev" className={link}>
            {t("previous")}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t("pageOf", { page, pages })}</p>
      <div className="flex min-w-24 justify-end">
        {page < pages ? (
          <Link href={to(page + 1)} rel="next" className={link}>
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
