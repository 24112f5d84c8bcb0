import "server-only";
import { guard } from "@/server/actions";
import { authorize } from "./session.server";

/*
 * Who may call a server action, for defineAction's `access` (docs/architecture.md#server-actions): the
 * session is looked up here, so the builder in src/server never imports this module.
 */

/** A signed-in customer (staff too); the action gets the user and acts only on their rows. */
export const signedIn = guard("user", async () => {
  const session = await authorize("user");
  return session.ok ? session.user : null;
});

/** Staff only: a visitor and a signed-in customer are both refused. */
export const staff = guard("admin", async () => {
  const session = await authorize("admin");
  return session.ok ? session.user : null;
});
