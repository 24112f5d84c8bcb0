import { describe, expect, it } from "vitest";
import { withRequestLog } from "./with-request-log";

describe("withRequestLog", () => {
  it("answers and logs with its own request id, keeping the client's only as a cleaned label", async () => {
    let bindings: Record<string, unknown> = {};
    const handler = withRequestLog(async (_request, _context: unknown, logger) => {
      bindings = logger.bindings();
      return Response.json({ ok: true });
    });
    const response = await handler(
      new Request("http://shop.test/api/health", {
        headers: { "x-request-id": `evil\tid${"z".repeat(80)}` },
      }),
      {},
    );
    const reqId = response.headers.get("x-request-id");
    expect(reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(bindings.reqId).toBe(reqId);
    expect(bindings.clientReqId).toBe(`evilid${"z".repeat(58)}`);
  });

  it("turns a throw into a plain 500 that still carries a request id", async () => {
    const handler = withRequestLog(async () => {
      throw new Error("boom");
    });
    const response = await handler(new Request("http://shop.test/api/x"), {});
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "internal_error" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
