import { NextIntlClientProvider, type Messages } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import en from "../../messages/en.json";
import th from "../../messages/th.json";

/**
 * Renders a component to HTML in one language with the real message files. A missing message fails
 * the test instead of printing its key, so render tests also prove both languages are complete.
 */
export function renderInLanguage(locale: "en" | "th", node: ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      // The files as loaded: their lists are arrays, which the typed Messages (i18n/next-intl.d.ts) counts as leaves.
      messages={(locale === "en" ? en : th) as unknown as Messages}
      timeZone="UTC"
      onError={(error) => {
        throw error;
      }}
    >
      {node}
    </NextIntlClientProvider>,
  );
}
