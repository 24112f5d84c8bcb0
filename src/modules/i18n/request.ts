import { getRequestConfig } from "next-intl/server";
import { toLocale } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = toLocale(requested);
  return {
    locale,
    messages: (await import(`../../../messages/${locale}.json`)).default,
  };
});
