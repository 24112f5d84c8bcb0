import { headers } from "next/headers";
import { log, type Logger } from "@/server/log";

/** A logger for this request (pages, server actions), tagged with the proxy's x-request-id. */
export async function requestLogger(): Promise<Logger> {
  const reqId = (await headers()).get("x-request-id") ?? crypto.randomUUID();
  return log.child({ reqId });
}
