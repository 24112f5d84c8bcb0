import { ArrowLeftIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { OrderStatusBadge, PaymentStatusLabel } from "@/modules/orders/components/order-status-badge";
import { formatOrderAmount, formatShopTime } from "@/modules/admin/shared";
import { EmptyList, ScrollingTable } from "@/modules/admin/shared/components/list-pager";
import type { AdminCustomer } from "../customer-detail.server";
import { LanguageName } from "./language-name";

/** A postal address as lines; empty optional parts left out. */
function AddressLines({ lines }: { lines: (string | null | undefined)[] }) {
  return (
    <address className="text-sm not-italic">
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

type Fact = "email" | "account" | "paidOrders" | "value" | "lastOrder" | "language";

/** One customer for staff: figures, orders, saved and used addresses, support messages. Read-only. */
export function AdminCustomerDetail({ customer, locale }: { customer: AdminCustomer; locale: Locale }) {
  const t = useTranslations("admin.customer");
  const none = t("facts.none");
  const facts: [Fact, ReactNode][] = [
    ["email", customer.key],
    [
      "account",
      customer.account ? (
        <Badge variant="success">
          {t("facts.accountSince", { date: formatShopTime(customer.account.createdAt, locale) })}
        </Badge>
      ) : (
        <Badge variant="neutral">{t("facts.guest")}</Badge>
      ),
    ],
    ["paidOrders", customer.paidOrders],
    ["value", formatOrderAmount(customer.valueUsd, "USD", locale)],
    ["lastOrder", customer.lastOrderAt ? formatShopTime(customer.lastOrderAt, locale) : none],
    ["language", <LanguageName key="language" locale={customer.locale} />],
  ];
  return (
    <article aria-labelledby="admin-customer-title" className="grid gap-8">
      <Link
        href="/admin/customers"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <header className="grid gap-2">
        <h2 id="admin-customer-title" className="text-2xl font-semibold break-all">
          {customer.name}
        </h2>
        <p className="text-sm text-muted-foreground">{t("timesInShopZone")}</p>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{t(`facts.${key}`)}</dt>
              <dd className="break-all" data-testid={`admin-customer-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </header>

      <Section id="admin-customer-orders" title={t("orders.title")}>
        {customer.orders.rows.length === 0 ? (
          <EmptyList title={t("orders.empty")} hint={customer.key} />
        ) : (
          <>
            <ScrollingTable label={t("orders.title")}>
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="bg-muted text-muted-foreground">
                  <tr>
                    {(["number", "created", "status", "payment", "total"] as const).map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className={
                          column === "total" ? "px-3 py-2 text-right font-medium" : "px-3 py-2 font-medium"
                        }
                      >
                        {t(`orders.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {customer.orders.rows.map((order) => (
                    <tr key={order.number} data-testid="admin-customer-order">
                      <td className="px-3 py-2 whitespace-nowrap">
                        <Link
                          href={`/admin/orders/${order.number}`}
                          className="font-mono font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {order.number}
                        </Link>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={order.createdAt.toISOString()}>
                          {formatShopTime(order.createdAt, locale)}
                        </time>
                      </td>
                      <td className="px-3 py-2">
                        <OrderStatusBadge status={order.status} />
                      </td>
                      <td className="px-3 py-2">
                        <PaymentStatusLabel status={order.paymentStatus} orderStatus={order.status} />
                      </td>
                      <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">
                        {formatOrderAmount(order.total, order.currency, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
            {customer.orders.total > customer.orders.rows.length ? (
              <p className="text-sm text-muted-foreground">
                {t("orders.more", { shown: customer.orders.rows.length, total: customer.orders.total })}
              </p>
            ) : null}
          </>
        )}
      </Section>

      <div className="grid gap-8 md:grid-cols-2">
        <Section id="admin-customer-saved" title={t("savedAddresses.title")}>
          {!customer.account ? (
            <p className="text-sm text-muted-foreground">{t("savedAddresses.noAccount")}</p>
          ) : customer.savedAddresses.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("savedAddresses.empty")}</p>
          ) : (
            <ul className="grid gap-3">
              {customer.savedAddresses.map((address) => (
                <li key={address.id} className="grid gap-1 rounded-[var(--radius)] border border-border p-3">
                  {address.isDefault ? (
                    <Badge variant="outline" className="w-fit">
                      {t("savedAddresses.default")}
                    </Badge>
                  ) : null}
                  <AddressLines
                    lines={[
                      address.name,
                      address.company,
                      address.addressLine1,
                      address.addressLine2,
                      [address.postalCode, address.city].join(" "),
                      address.state,
                      address.country,
                    ]}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="admin-customer-shipping" title={t("shippingAddresses.title")}>
          {customer.shippingAddresses.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("shippingAddresses.empty")}</p>
          ) : (
            <ul className="grid gap-3">
              {customer.shippingAddresses.map((address, index) => (
                <li key={index} className="grid gap-1 rounded-[var(--radius)] border border-border p-3">
                  <AddressLines
                    lines={[
                      address.name,
                      address.company,
                      address.address,
                      [address.postalCode, address.city].join(" "),
                      address.state,
                      address.country,
                    ]}
                  />
                  <p className="text-xs text-muted-foreground">
                    {t("shippingAddresses.used", {
                      count: address.orders,
                      date: formatShopTime(address.lastUsedAt, locale),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section id="admin-customer-messages" title={t("messages.title")}>
        {customer.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("messages.empty")}</p>
        ) : (
          <ul className="grid gap-2">
            {customer.messages.map((message) => (
              <li
                key={message.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius)] border border-border p-3"
              >
                <Link
                  href={`/admin/database/inbox/${message.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {message.subject}
                </Link>
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  {t("messages.received", { date: formatShopTime(message.createdAt, locale) })}
                  <Badge variant={message.handledAt ? "neutral" : "outline"}>
                    {message.handledAt ? t("messages.handled") : t("messages.open")}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}

/** What a customer's page says when its link holds no e-mail address. */
export function AdminCustomerInvalid() {
  const t = useTranslations("admin.customer");
  return (
    <article aria-labelledby="admin-customer-invalid" className="grid gap-4">
      <Link
        href="/admin/customers"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <div role="alert" className="grid gap-1 rounded-[var(--radius)] border border-border p-4">
        <h2 id="admin-customer-invalid" className="text-lg font-semibold">
          {t("invalid.title")}
        </h2>
        <p className="text-sm">{t("invalid.body")}</p>
      </div>
    </article>
  );
}
