"use server";

import { getLocale } from "next-intl/server";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { requestLogger } from "@/server/http/request-logger";
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
    if (!(await withinClientRateLimit("newsletter", { limit: 10, windowSeconds: 600 }))) {
      return { status: "error", error: "rateLimited", email };
    }
    await subscribe(db(), parsed.data.email, await getLocale());
    return { status: "subscribed" };
  } catch (error) {
    (await requestLogger()).error({ err: error }, "newsletter subscription failed");
    return { status: "error", error: "failed", email };
  }
}
