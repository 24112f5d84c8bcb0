import { useTranslations } from "next-intl";
import { DesignThumbnail } from "@/modules/orders/components/design-thumbnail";
import { OrderItemText } from "@/modules/orders/components/order-items-list";
import type { AccountOrder } from "../account-order";

/**
 * The order's lines as sold, each with its design's thumbnail (a signed preview link made for this
 * page, valid for an hour), options, quantity and file names.
 */
export function OrderItems({ order }: { order: AccountOrder }) {
  const tAccount = useTranslations("account.order");
  return (
    <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
      {order.items.map((item, index) => {
        const thumbnail = order.thumbnails[index];
        return (
          <li key={`${item.productReference}-${index}`} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
            <DesignThumbnail src={thumbnail} alt={tAccount("thumbnailAlt", { name: item.name })} />
            <div className="grid min-w-0 flex-1 gap-1">
              <OrderItemText item={item} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
