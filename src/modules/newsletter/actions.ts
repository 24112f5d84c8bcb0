"use server";

import { getLocale } from "next-intl/server";
import { anyone, defineFormAction } from "@/server/actions";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { subscribe } from "./newsletter.server";
import { newsletterInput } from "./schema";

export type NewsletterState =
  | { status: "idle" }
  | { status: "subscribed" }
  | { status: "error"; error: "invalidEmail" | "rateLimited" | "failed"; email: string };

export const subscribeToNewsletter = defineFormAction(
  {
    access: anyone("anyone may subscribe"),
    fields: ["email"],
    failed: "newsletter subscription failed",
    failure: ({ email }): NewsletterState => ({ status: "error", error: "failed", email }),
  },
  async ({ email }): Promise<NewsletterState> => {
    const parsed = newsletterInput.safeParse({ email: email.trim() });
    if (!parsed.success) return { status: "error", error: "invalidEmail", email };
    if (!(await withinClientRateLimit("newsletter", { limit: 10, windowSeconds: 600 }))) {
      return { status: "error", error: "rateLimited", email };
    }
    await subscribe(db(), parsed.data.email, await getLocale());
    return { status: "subscribed" };
  },
);
