import { NextIntlClientProvider } from "next-intl";
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
      messages={locale === "en" ? en : th}
      timeZone="UTC"
      onError={(error) => {
        throw error;
      }}
    >
      {node}
    </NextIntlClientProvider>,
  );
}
