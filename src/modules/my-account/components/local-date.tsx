"use client";

import { useLocale, useTranslations, type MessageKeys, type Messages, type NestedKeyOf } from "next-intl";
import { formatDate, toLocale } from "@/modules/i18n";
import { useVisitorTimeZone } from "@/modules/i18n/components/use-visitor-time-zone";

type Props = {
  iso: string;
  style?: "medium" | "long";
  /** A message with a {date} placeholder ("Placed on {date}"), by its full key; else the date alone. */
  messageKey?: MessageKeys<Messages, NestedKeyOf<Messages>>;
};

/** A date in the visitor's time zone and language ("Mar 12, 2025"); `iso` stays machine-readable. */
export function LocalDate({ iso, style = "medium", messageKey }: Props) {
  const t = useTranslations();
  const date = formatDate(iso, toLocale(useLocale()), { dateStyle: style, timeZone: useVisitorTimeZone() });
  return <time dateTime={iso}>{messageKey ? t(messageKey, { date }) : date}</time>;
}
