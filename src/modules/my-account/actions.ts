"use server";

import { getLocale } from "next-intl/server";
import { z } from "zod";
import { authorize } from "@/modules/accounts/server";
import { toLocale } from "@/modules/i18n";
import { requestLogger } from "@/server/http/request-logger";
import { reorder } from "./reorder.server";
import type { ReorderResult } from "./reorder-result";

const orderAgainInput = z.object({ number: z.string().max(40) });

/** "Order again" on one of the signed-in customer's orders; another customer's number is a miss. */
export async function orderAgain(input: unknown): Promise<ReorderResult> {
  const session = await authorize("user");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = orderAgainInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "notFound" };
  try {
    return await reorder(session.user, parsed.data.number, toLocale(await getLocale()));
  } catch (error) {
    (await requestLogger()).error({ err: error }, "order again failed");
    return { ok: false, error: "failed" };
  }
}
