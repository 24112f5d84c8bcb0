import { headerUser } from "@/modules/layout/server";
import { withRequestLog } from "@/server/http/with-request-log";

export const dynamic = "force-dynamic";

/**
 * Who is signed in, as the header shows it (name, e-mail, admin or not), or null. Read by the header
 * after the page loads, like the cart, so storefront pages are the same for everybody and can be
 * prerendered (docs/architecture.md#prerendered-pages).
 */
export const GET = withRequestLog(async () => {
  return Response.json(await headerUser(), { headers: { "cache-control": "private, no-store" } });
});
