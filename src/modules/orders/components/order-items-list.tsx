import { FileIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { OrderView } from "../order-view";

type OrderItem = OrderView["items"][number];

/**
 * The order's lines as the customer bought them: name, "Name: Value" options, quantity, files. The
 * provider's product reference is for staff only (the admin's order page shows it).
 */
export function OrderItemsList({ items }: { items: OrderView["items"] }) {
  return (
    <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
      {items.map((item, index) => (
        <li key={`${item.productReference}-${index}`} className="grid gap-1 p-3 sm:p-4">
          <OrderItemText item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One line's text: name and quantity, the provider reference when asked, options and file names.
 * Shared by tracking and the account's order page (which adds the design's thumbnail beside it).
 */
export function OrderItemText({ item, showReference = false }: { item: OrderItem; showReference?: boolean }) {
  const t = useTranslations("orders.details");
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">{item.name}</p>
        <p className="text-sm font-medium">{t("quantity", { quantity: item.quantity })}</p>
      </div>
      {showReference ? (
        <p className="text-xs break-all text-muted-foreground">
          {t("reference", { reference: item.productReference })}
        </p>
      ) : null}
      {item.options.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {item.options.map((option) => `${option.name}: ${option.value}`).join(" · ")}
        </p>
      ) : null}
      {item.files.length > 0 ? (
        <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label={t("files")}>
          {item.files.map((file, fileIndex) => (
            <li key={`${file.name}-${fileIndex}`} className="flex min-w-0 items-center gap-1">
              <FileIcon className="size-3 shrink-0" aria-hidden />
              <span className="truncate">{file.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
