import { buildCartView, currentCartId } from "@/modules/cart/server";
import { apiLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";
import { withRequestLog } from "@/server/http/with-request-log";

export const dynamic = "force-dynamic";

/**
 * The visitor's cart in the language of `?lang=`. Read by the header after the page loads, so pages
 * themselves never depend on who is looking and can be served from cache. Signed in, it is the
 * account's cart (the first read after sign-in takes in this browser's guest cart).
 */
export const GET = withRequestLog(async (request) => {
  const database = db();
  const cart = await buildCartView(database, await currentCartId(database), apiLocale(request));
  return Response.json(cart, { headers: { "cache-control": "private, no-store" } });
});
