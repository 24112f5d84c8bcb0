import "server-only";
import { displayNameFor } from "@/modules/accounts";
import { currentUser } from "@/modules/accounts/server";
import { log } from "@/server/log";
import type { HeaderUser } from "./header-user";

/**
 * The header's view of the session. A failed session lookup shows the signed-out header rather than
 * breaking every shop page: pages that need the user check it themselves (requireUser).
 */
export async function headerUser(): Promise<HeaderUser | null> {
  try {
    const user = await currentUser();
    if (!user) return null;
    return { name: displayNameFor(user.name, user.email), email: user.email, isAdmin: user.role === "admin" };
  } catch (error) {
    log.warn({ err: error, component: "layout" }, "header could not read the session");
    return null;
  }
}
