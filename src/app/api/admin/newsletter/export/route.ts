import { authorize } from "@/modules/accounts/server";
import { exportSubscribers, subscribersCsv } from "@/modules/admin/people/server";
import { db } from "@/server/db";
import { withRequestLog } from "@/server/http/with-request-log";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Excel reads a CSV as the system's code page unless it starts with a byte-order mark. */
const BYTE_ORDER_MARK = "\uFEFF";
const PRIVATE = { "cache-control": "private, no-store" };

/**
 * The newsletter's subscribers as CSV (e-mail, language, when), latest first: staff only, 401 for a
 * visitor and 403 for a customer, as JSON like every data endpoint. Cells pass the CSV formula guard.
 */
export const GET = withRequestLog(async () => {
  const access = await authorize("admin");
  if (!access.ok) {
    const error = access.status === 401 ? "unauthorized" : "forbidden";
    return Response.json({ error }, { status: access.status, headers: PRIVATE });
  }
  const csv = subscribersCsv(await exportSubscribers(db()));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(BYTE_ORDER_MARK + csv, {
    headers: {
      ...PRIVATE,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="printgo-newsletter-${day}.csv"`,
      "x-content-type-options": "nosniff",
    },
  });
});
