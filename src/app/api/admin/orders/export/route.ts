import { authorize } from "@/modules/accounts/server";
import { parseAdminOrdersQuery } from "@/modules/admin/orders";
import { adminOrdersCsv, exportAdminOrders } from "@/modules/admin/orders/server";
import { db } from "@/server/db";
import { withRequestLog } from "@/server/http/with-request-log";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Excel reads a CSV as the system's code page unless it starts with a byte-order mark: Thai names need it. */
const BYTE_ORDER_MARK = "\uFEFF";
const PRIVATE = { "cache-control": "private, no-store" };

/**
 * The admin's order list as CSV, for the same ?q=&status= as the page (paging ignored): staff only,
 * 401 for a visitor and 403 for a customer, as JSON like every data endpoint.
 */
export const GET = withRequestLog(async (request) => {
  const access = await authorize("admin");
  if (!access.ok) {
    const error = access.status === 401 ? "unauthorized" : "forbidden";
    return Response.json({ error }, { status: access.status, headers: PRIVATE });
  }
  const query = parseAdminOrdersQuery(new URL(request.url).searchParams);
  const csv = adminOrdersCsv(await exportAdminOrders(db(), query));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(BYTE_ORDER_MARK + csv, {
    headers: {
      ...PRIVATE,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="printgo-orders-${day}.csv"`,
      "x-content-type-options": "nosniff",
    },
  });
});
