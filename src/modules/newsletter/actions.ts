"use server";

import { getLocale } from "next-intl/server";
import { db } from "@/server/db";
import { clientAddress } from "@/server/http/client-address";
import { log } from "@/server/log";
import { consumeRateLimit } from "@/server/rate-limit";
import { subscribe } from "./newsletter.server";
import { newsletterInput } from "./schema";

export type NewsletterState =
  | { status: "idle" }
  | { status: "subscribed" }
  | { status: "error"; error: "invalidEmail" | "rateLimited" | "failed"; email: string };

export async function subscribeToNewsletter(
  _previous: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw : "";
  const parsed = newsletterInput.safeParse({ email: email.trim() });
  if (!parsed.success) return { status: "error", error: "invalidEmail", email };

  try {
    const database = db();
    if (
      !(await consumeRateLimit(database, `newsletter:${await clientAddress()}`, {
        limit: 10,
        windowSeconds: 600,
      }))
    ) {
      return { status: "error", error: "rateLimited", email };
    }
    await subscribe(database, parsed.data.email, await getLocale());
    return { status: "subscribed" };
  } catch (error) {
    log.error({ err: error }, "newsletter subscription failed");
    return { status: "error", error: "failed", email };
  }
}
