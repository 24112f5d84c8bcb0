import { db } from "@/server/db";
import { isDatabaseReachable } from "@/server/db/health";
import { withRequestLog } from "@/server/http/with-request-log";

export const dynamic = "force-dynamic";

export const GET = withRequestLog(async () => {
  const reachable = await isDatabaseReachable(db());
  return Response.json(
    { status: reachable ? "ok" : "unavailable", database: reachable ? "up" : "down" },
    { status: reachable ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
