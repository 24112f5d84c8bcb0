import { ExternalLinkIcon, MapPinIcon, TruckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { namedCountries, translateOr } from "@/modules/i18n";
import { carrierName, isLatinName } from "../carrier-name";
import type { OrderView } from "../order-view";
import { OrderStatusBadge } from "./order-status-badge";

/** Where the order goes, how, and (once shipped) the carrier's tracking number and link. */
export function OrderShipment({ order }: { order: OrderView }) {
  const t = useTranslations("orders.details");
  const tShipping = useTranslations("shipping");
  const tCarriers = useTranslations("orders.carriers");
  const locale = useLocale();
  const { shipping } = order;
  const country = namedCountries([shipping.country], locale)[0]?.name ?? shipping.country;
  const levelName = translateOr(tShipping, `levels.${shipping.level}`, shipping.level);
  const carrier = order.carrier ? carrierName(order.carrier) : null;
  const cityLine = [shipping.city, shipping.state, shipping.postalCode].filter(Boolean).join(", ");

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section className="grid content-start gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <MapPinIcon className="size-4 text-primary" aria-hidden />
          {t("shipTo")}
        </h3>
        <address className="text-sm not-italic">
          <span className="block font-medium">{shipping.name}</span>
          {shipping.company ? <span className="block">{shipping.company}</span> : null}
          <span className="block">{shipping.address}</span>
          <span className="block">{cityLine}</span>
          <span className="block">{country}</span>
        </address>
        <p className="text-sm">
          <span className="text-muted-foreground">{t("shippingMethod")}: </span>
          {levelName} · {t("deliveryDays", { min: order.deliveryMinDays, max: order.deliveryMaxDays })}
        </p>
      </section>
      <section className="grid content-start gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <TruckIcon className="size-4 text-primary" aria-hidden />
          {t("tracking")}
        </h3>
        {order.trackingNumber ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {carrier ? (
              <>
                <dt className="text-muted-foreground">{t("carrier")}</dt>
                {"key" in carrier ? (
                  <dd>{tCarriers(carrier.key)}</dd>
                ) : (
                  <dd lang={locale !== "en" && isLatinName(carrier.name) ? "en" : undefined}>
                    {carrier.name}
                  </dd>
                )}
              </>
            ) : null}
            <dt className="text-muted-foreground">{t("trackingNumber")}</dt>
            <dd className="font-mono break-all">{order.trackingNumber}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t("trackingPending")}</p>
        )}
        {order.trackingUrl ? (
          <a
            href={order.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            {t("trackParcel")}
            <ExternalLinkIcon className="size-4" aria-hidden />
            <span className="sr-only">{t("opensInNewTab")}</span>
          </a>
        ) : null}
      </section>
      {order.replacements.length > 0 ? <Replacements replacements={order.replacements} /> : null}
    </div>
  );
}

/** Reprints sent at our cost (docs/admin.md#reprints): each parcel with its own status and tracking. */
function Replacements({ replacements }: { replacements: OrderView["replacements"] }) {
  const t = useTranslations("orders.details.replacements");
  return (
    <section className="grid content-start gap-2 sm:col-span-2" data-testid="order-replacements">
      <h3 className="font-semibold">{t("title")}</h3>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <ul className="grid gap-2 text-sm">
        {replacements.map((replacement) => (
          <li key={replacement.number} className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{replacement.number}</span>
            <OrderStatusBadge status={replacement.status} />
            {replacement.trackingNumber ? (
              <span className="font-mono break-all">
                {t("tracking", { number: replacement.trackingNumber })}
              </span>
            ) : (
              <span className="text-muted-foreground">{t("trackingPending")}</span>
            )}
            {replacement.trackingUrl ? (
              <a
                href={replacement.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                {t("track", { number: replacement.number })}
                <ExternalLinkIcon className="size-4" aria-hidden />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
