import { headers } from "next/headers";
import { log, type Logger } from "@/server/log";
import { CLIENT_REQUEST_ID_HEADER, newRequestId, sanitizeClientRequestId } from "./request-id";

/**
 * A logger for this request (pages, server actions), tagged with the id the proxy generated (a
 * client's x-request-id never arrives here: the custom server moves it aside) and the client's own.
 */
export async function requestLogger(): Promise<Logger> {
  const list = await headers();
  const reqId = list.get("x-request-id") ?? newRequestId();
  const clientReqId = sanitizeClientRequestId(list.get(CLIENT_REQUEST_ID_HEADER));
  return log.child(clientReqId ? { reqId, clientReqId } : { reqId });
}
