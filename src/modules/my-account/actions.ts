"use server";

import { getLocale } from "next-intl/server";
import { z } from "zod";
import { signedIn } from "@/modules/accounts/server";
import { toLocale } from "@/modules/i18n";
import { defineAction } from "@/server/actions";
import { reorder } from "./reorder.server";
import type { ReorderResult } from "./reorder-result";

/** "Order again" on one of the signed-in customer's orders; another customer's number is a miss. */
export const orderAgain = defineAction(
  {
    access: signedIn,
    input: z.object({ number: z.string().max(40) }),
    invalid: () => ({ ok: false, error: "notFound" }),
    failed: "order again failed",
  },
  async ({ number }, { user }): Promise<ReorderResult> => reorder(user, number, toLocale(await getLocale())),
);
