import { z } from "zod";
import { currencies, isCountryCode } from "./countries";

/**
 * What the settings menu posts (the language travels in the URL instead). In its own file so the
 * browser's `locale-settings.ts` (every page resolves the visitor's settings) ships without zod
 * (docs/client-weight.md).
 */
export const localeSettingsInput = z.object({
  // Any country code: the menu only offers countries we ship to, and a page told of one we don't
  // ship to says so rather than quoting another (docs/product-rules.md#countries-currencies-and-languages).
  country: z.string().refine(isCountryCode),
  currency: z.enum(currencies),
});
