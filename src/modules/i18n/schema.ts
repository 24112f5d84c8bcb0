import { z } from "zod";
import { countryCodes, currencies } from "./countries";

export const localeSettingsInput = z.object({
  country: z.enum(countryCodes as [string, ...string[]]),
  currency: z.enum(currencies),
});
