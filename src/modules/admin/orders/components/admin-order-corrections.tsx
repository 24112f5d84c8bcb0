import type { Locale } from "@/modules/i18n";
import type { AdminOrder } from "../order-detail.server";
import { AdminOrderEdit } from "./admin-order-edit";
import { AdminOrderNotes } from "./admin-order-notes";

/**
 * What staff may add to or correct on an order: the contact and address while the order has not
 * reached the printer (the form is not offered after), and internal notes at any time.
 */
export function AdminOrderCorrections({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const { details } = order;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {order.edit ? (
        <AdminOrderEdit
          number={details.number}
          current={{
            name: details.shipping.name,
            company: details.shipping.company ?? "",
            address: details.shipping.address,
            city: details.shipping.city,
            state: details.shipping.state ?? "",
            postalCode: details.shipping.postalCode,
            country: details.shipping.country,
            email: details.email,
            phone: details.phone,
          }}
          choices={order.edit}
        />
      ) : null}
      <AdminOrderNotes order={order} locale={locale} />
    </div>
  );
}
