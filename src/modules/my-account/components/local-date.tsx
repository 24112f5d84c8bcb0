"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useTimeZone } from "./use-time-zone";

type Props = {
  iso: string;
  style?: "medium" | "long";
  /** A message with a {date} placeholder ("Placed on {date}"), by its full key; else the date alone. */
  messageKey?: string;
};

/** A date in the visitor's time zone and language ("Mar 12, 2025"); `iso` stays machine-readable. */
export function LocalDate({ iso, style = "medium", messageKey }: Props) {
  const format = useFormatter();
  const t = useTranslations();
  const date = format.dateTime(new Date(iso), { dateStyle: style, timeZone: useTimeZone() });
  return <time dateTime={iso}>{messageKey ? t(messageKey, { date }) : date}</time>;
}
